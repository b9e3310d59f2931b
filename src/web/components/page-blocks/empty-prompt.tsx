import { css } from '../../../../styled-system/css';

/** 001 §5: a block without what it needs shows the spec's prompt instead, in the page and the editor. */
export function EmptyPrompt({ message }: { message: string }) {
  return (
    <p
      data-empty-prompt=""
      className={css({
        borderWidth: 'thin',
        borderStyle: 'dashed',
        borderColor: 'border.default',
        borderRadius: 'lg',
        bg: 'bg.subtle',
        color: 'fg.muted',
        textAlign: 'center',
        p: '6',
        my: '4',
      })}
    >
      {message}
    </p>
  );
}
