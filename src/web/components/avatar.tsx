import { css, cx } from '../../../styled-system/css';
import { initials } from '../lib/customer';

/** Customer photos live under the uploads path (spec 001 §2) unless the profile gives a full address. */
function photoUrl(photoSrc: string) {
  return /^(https?:)?\/\//.test(photoSrc) || photoSrc.startsWith('/') ? photoSrc : `/uploads/${photoSrc}`;
}

const box = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  borderRadius: 'full',
  bg: 'accent.default',
  color: 'fg.inverse',
  fontWeight: '700',
  overflow: 'hidden',
  lineHeight: '1',
});

const sizes = {
  sm: css({ w: '8', h: '8', fontSize: 'xs' }),
  lg: css({ w: '12', h: '12', fontSize: 'md' }),
};

/**
 * spec 000 §2.4: the customer's photo, or the initials of first and last name when there is none.
 * Decorative: the name is always written next to it.
 */
export function Avatar({
  firstName,
  lastName,
  photoSrc,
  size = 'sm',
}: {
  firstName: string;
  lastName: string;
  photoSrc: string | null;
  size?: keyof typeof sizes;
}) {
  return (
    <span aria-hidden="true" className={cx(box, sizes[size])} data-testid="avatar">
      {photoSrc ? (
        <img src={photoUrl(photoSrc)} alt="" className={css({ w: 'full', h: 'full', objectFit: 'cover' })} />
      ) : (
        initials({ firstName, lastName })
      )}
    </span>
  );
}
