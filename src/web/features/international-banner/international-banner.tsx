import { css } from '../../../../styled-system/css';
import { CloseIcon, GlobeIcon } from '../../components/icons';
import { Container } from '../../components/layout';
import { useInternationalBanner, type InternationalBannerRef } from './use-international-banner';

/** spec 000 §2.2 and §7.1: tells visitors outside the US and Canada where tests are available. */
export function InternationalBanner({ actor }: { actor: InternationalBannerRef }) {
  const { visible, close } = useInternationalBanner(actor);
  if (!visible) return null;
  return (
    <section
      aria-label="Availability in your country"
      className={css({ bg: 'bg.inverse', color: 'fg.inverse' })}
    >
      <Container
        className={css({
          display: 'flex',
          alignItems: { base: 'flex-start', banner: 'center' },
          gap: '3',
          py: '3',
        })}
      >
        <GlobeIcon className={css({ flexShrink: 0, mt: { base: '0.5', banner: '0' } })} />
        <p className={css({ flex: '1', textStyle: 'small' })}>
          <strong>Healthspan tests are available in the US and Canada.</strong> You’re welcome to explore —
          blood tests can be ordered and taken only there for now.
        </p>
        <button
          type="button"
          onClick={close}
          aria-label="Close the availability notice"
          className={css({
            flexShrink: 0,
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            w: '9',
            h: '9',
            borderRadius: 'full',
            cursor: 'pointer',
            color: 'fg.inverse',
            _hover: { bg: 'ink.700' },
            _focusVisible: { outlineWidth: 'thick', outlineStyle: 'solid', outlineColor: 'teal.100' },
          })}
        >
          <CloseIcon />
        </button>
      </Container>
    </section>
  );
}
