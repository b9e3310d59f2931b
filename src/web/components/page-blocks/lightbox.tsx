import { css } from '../../../../styled-system/css';
import type { BlockProps } from '../../../contract/page-builder';
import { CloseIcon } from '../icons';
import { Button } from '../ui/button';
import * as Dialog from '../ui/dialog';
import { PageImg } from './page-image';

/** A direct video file plays in <video>; anything else (YouTube, Vimeo…) is an embed page. */
const isVideoFile = (url: string) => /\.(?:mp4|webm|ogg|mov)(?:[?#].*)?$/i.test(url);

/**
 * 001 §5 lightbox: a thumbnail that opens the video in a dialog. The dialog (Ark) traps focus and
 * closes on Escape; the player is only mounted while open (lazyMount/unmountOnExit), so a page
 * never loads a video nobody asked for and closing stops it.
 */
export function LightboxBlock({ thumbnail, videoUrl, title }: BlockProps<'Lightbox'>) {
  const name = title || thumbnail.alt || 'video';
  return (
    <Dialog.Root size="lg">
      <Dialog.Trigger
        className={css({
          position: 'relative',
          display: 'block',
          w: 'full',
          maxW: '3xl',
          mx: 'auto',
          my: '6',
          borderRadius: 'xl',
          overflow: 'hidden',
          cursor: 'pointer',
          _focusVisible: { outline: '3px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
        })}
      >
        <PageImg
          image={thumbnail}
          width={1280}
          height={720}
          decorative
          className={css({ w: 'full', h: 'auto', objectFit: 'cover' })}
        />
        <span
          aria-hidden="true"
          className={css({
            position: 'absolute',
            inset: '0',
            m: 'auto',
            w: '16',
            h: '16',
            borderRadius: 'full',
            bg: 'bg.canvas',
            boxShadow: 'popup',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            color: 'accent.fg',
            fontSize: '2xl',
          })}
        >
          ▶
        </span>
        <span className={css({ srOnly: true })}>Play {name}</span>
      </Dialog.Trigger>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Title className={title ? undefined : css({ srOnly: true })}>{name}</Dialog.Title>
          <Dialog.CloseTrigger asChild>
            <Button variant="ghost" size="icon" aria-label="Close video">
              <CloseIcon />
            </Button>
          </Dialog.CloseTrigger>
          <div
            className={css({
              mt: '2',
              aspectRatio: '16 / 9',
              w: 'full',
              bg: 'bg.inverse',
              borderRadius: 'md',
              overflow: 'hidden',
            })}
          >
            {isVideoFile(videoUrl) ? (
              <video src={videoUrl} controls autoPlay className={css({ w: 'full', h: 'full' })}>
                <track kind="captions" />
              </video>
            ) : (
              <iframe
                src={videoUrl}
                title={name}
                allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
                allowFullScreen
                className={css({ w: 'full', h: 'full', border: '0' })}
              />
            )}
          </div>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  );
}
