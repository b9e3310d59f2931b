import type { ReactNode } from 'react';
import { css } from '../../../../styled-system/css';
import type { AccountFull, AccountReferences } from '../../../contract/account';
import { useLoad } from '../../lib/use-load';
import { Container, Spinner } from '../../components/layout';
import { Button } from '../../components/ui/button';
import { accountApi } from './account-api';

export interface AccountData {
  full: AccountFull;
  references: AccountReferences;
}

/** The account and its reference lists, loaded together; `update` changes the held copy after a save. */
export function useAccountData() {
  const { state, reload, setData } = useLoad<AccountData>('account', async (signal) => {
    const [full, references] = await Promise.all([accountApi.full(signal), accountApi.references(signal)]);
    return { full, references };
  });
  const update = (change: (full: AccountFull) => AccountFull) => {
    if (state.status === 'success') setData({ ...state.data, full: change(state.data.full) });
  };
  return { state, reload, update };
}

/** A page of the account area: title, intro, and its loading and error states. */
export function AccountPageFrame({
  title,
  intro,
  state,
  reload,
  children,
}: {
  title: string;
  intro: string;
  state: ReturnType<typeof useAccountData>['state'];
  reload: () => void;
  children: (data: AccountData) => ReactNode;
}) {
  return (
    <Container className={css({ py: { base: '8', md: '12' } })}>
      <h1 className={css({ textStyle: { base: 'h1', md: 'display' }, mb: '2' })}>{title}</h1>
      <p className={css({ color: 'fg.muted', mb: '8', maxW: 'prose' })}>{intro}</p>
      {state.status === 'loading' ? (
        <Spinner label="Loading your details…" />
      ) : state.status === 'error' ? (
        <div
          role="alert"
          className={css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' })}
        >
          <p>We could not load your details: {state.error.message}</p>
          <Button variant="outline" onClick={reload}>
            Try again
          </Button>
        </div>
      ) : (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '6', maxW: 'prose' })}>
          {children(state.data)}
        </div>
      )}
    </Container>
  );
}
