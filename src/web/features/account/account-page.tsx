import { css } from '../../../../styled-system/css';
import { useState } from 'react';
import type {
  AccountFull,
  AccountReferences,
  AccountSecurity,
  BloodResultsUploadResponse,
  GiftCardBalance,
  SharingHistory,
} from '../../../contract/account';
import { giftCardText } from '../../../domain/checkout';
import { formatDate } from '../../../domain/dates';
import { useLoad } from '../../lib/use-load';
import { Button } from '../../components/ui/button';
import { useAppActors } from '../../lib/app-actors';
import { refreshProfileThrough } from '../../lib/auth-actor';
import { useDocumentTitle } from '../../lib/use-document-title';
import { accountApi } from './account-api';
import { DeleteAccountSection } from './delete-account-section';
import { AccountPageFrame, useAccountData } from './account-data';
import { SaveForm, sectionCard, type Option } from './save-form';

const ALLOW: Option[] = [
  { value: 'yes', label: 'Allow' },
  { value: 'no', label: 'Don’t allow' },
];
const yesNo = (granted: boolean) => (granted ? 'yes' : 'no');

function PhoneSections({
  security,
  onSecurity,
}: {
  security: AccountSecurity;
  onSecurity: (security: AccountSecurity) => void;
}) {
  return (
    <>
      <SaveForm
        title="Phone"
        description={
          security.phone ? (
            <p>
              Your verified phone is <strong data-testid="verified-phone">{security.phone}</strong>.
            </p>
          ) : (
            <p>No verified phone yet. We text a 6-digit code to confirm the number.</p>
          )
        }
        fields={[
          {
            kind: 'tel',
            name: 'phone',
            label: security.phone ? 'New phone number' : 'Phone number',
            autoComplete: 'tel',
            help: 'International format, e.g. +1 555 555 0100',
          },
        ]}
        submitLabel="Send code"
        resetOnSave
        savedMessage="Code sent. Enter it below."
        submit={(v) => accountApi.phone(v.phone!)}
        onSaved={(result) => {
          const sent = result as { pendingPhone: string };
          onSecurity({ ...security, pendingPhone: sent.pendingPhone });
        }}
      />
      {security.pendingPhone ? (
        <SaveForm
          title="Confirm your phone"
          description={<p>We texted a 6-digit code to {security.pendingPhone}.</p>}
          fields={[
            {
              kind: 'text',
              name: 'code',
              label: 'Code',
              autoComplete: 'one-time-code',
              inputMode: 'numeric',
            },
          ]}
          submitLabel="Confirm"
          submit={(v) => accountApi.verifyPhone(v.code!)}
          onSaved={(result) => onSecurity(result as AccountSecurity)}
        >
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className={css({ mt: '3' })}
            onClick={() => void accountApi.resendPhoneCode().catch(() => undefined)}
          >
            Send a new code
          </Button>
        </SaveForm>
      ) : null}
    </>
  );
}

function SharingSections() {
  const { state, setData, reload } = useLoad<SharingHistory>('sharing', (signal) =>
    accountApi.sharingHistory(signal),
  );
  if (state.status === 'loading') return <p role="status">Loading your sharing settings…</p>;
  if (state.status === 'error')
    return (
      <div role="alert">
        <p>We could not load your sharing settings: {state.error.message}</p>
        <Button variant="outline" onClick={reload}>
          Try again
        </Button>
      </div>
    );
  const history = state.data;
  return (
    <>
      <SaveForm
        title="Who may see your results"
        description={
          <p>Coaches of your teams and our product team see your results only with your permission.</p>
        }
        columns={1}
        fields={[
          {
            kind: 'radio',
            name: 'productTeam',
            label: 'The Healthspan product team',
            options: ALLOW,
            defaultValue: yesNo(history.productTeam.granted),
          },
          ...history.teams.map((team) => ({
            kind: 'radio' as const,
            name: `team-${team.teamId}`,
            label: `${team.teamName} (${team.companyName})${team.requestedAt ? ' — asked for access' : ''}`,
            options: ALLOW,
            defaultValue: yesNo(team.granted),
          })),
        ]}
        submit={async (v) => {
          let next = history;
          if (v.productTeam !== yesNo(history.productTeam.granted)) {
            const productTeam = await accountApi.productTeamPermission(v.productTeam === 'yes');
            next = { ...next, productTeam };
          }
          for (const team of history.teams) {
            const wanted = v[`team-${team.teamId}`];
            if (wanted === yesNo(team.granted)) continue;
            const changed = await accountApi.teamPermission(team.teamId, wanted === 'yes');
            next = { ...next, teams: next.teams.map((t) => (t.teamId === team.teamId ? changed : t)) };
          }
          return next;
        }}
        onSaved={(result) => setData(result as SharingHistory)}
      />
      <SaveForm
        title="Share your latest results"
        description={
          <p>We e-mail (and fax, if you give a number) your newest blood results to someone you trust.</p>
        }
        fields={[
          { kind: 'text', name: 'sharedName', label: 'Their name' },
          { kind: 'email', name: 'sharedEmail', label: 'Their e-mail' },
          { kind: 'tel', name: 'sharedFax', label: 'Fax (optional)' },
        ]}
        submitLabel="Share"
        resetOnSave
        savedMessage="Shared."
        submit={(v) =>
          accountApi.shareResults({
            sharedName: v.sharedName!,
            sharedEmail: v.sharedEmail!,
            sharedFax: v.sharedFax === '' ? null : v.sharedFax!,
          })
        }
        onSaved={() => void accountApi.sharingHistory().then(setData, () => undefined)}
      >
        {history.shares.length > 0 ? (
          <div className={css({ mt: '5' })}>
            <h3 className={css({ textStyle: 'small', fontWeight: '700', mb: '2' })}>Shared before</h3>
            <ul
              className={css({ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '1' })}
              data-testid="shares"
            >
              {history.shares.map((share) => (
                <li key={share.id} className={css({ textStyle: 'small', color: 'fg.muted' })}>
                  {share.sharedName} ({share.sharedEmail}) on {formatDate(share.createdAt)}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </SaveForm>
    </>
  );
}

function AccountSections({
  full,
  references,
  update,
}: {
  full: AccountFull;
  references: AccountReferences;
  update: (change: (full: AccountFull) => AccountFull) => void;
}) {
  const { auth } = useAppActors();
  const { customer, address, security } = full;
  const onSecurity = (next: AccountSecurity) => update((f) => ({ ...f, security: next }));
  const regions: Option[] = [
    ...references.usStates.map((s) => ({ value: s.stateAbbr, label: `${s.name} (US)` })),
    ...references.canadaStates.map((s) => ({ value: s.stateAbbr, label: `${s.name} (Canada)` })),
  ];
  return (
    <>
      <SaveForm
        title="E-mail"
        description={
          <p>
            You sign in with <strong data-testid="current-email">{customer.email}</strong>.
          </p>
        }
        fields={[
          { kind: 'email', name: 'newEmail', label: 'New e-mail', autoComplete: 'email' },
          { kind: 'password', name: 'password', label: 'Your password', autoComplete: 'current-password' },
        ]}
        submitLabel="Change e-mail"
        resetOnSave
        submit={async (v) => {
          const saved = await accountApi.changeEmail({ newEmail: v.newEmail!, password: v.password! });
          await refreshProfileThrough(auth).catch(() => undefined);
          return saved;
        }}
        onSaved={(result) =>
          update((f) => ({ ...f, customer: { ...f.customer, ...(result as AccountFull['customer']) } }))
        }
      />
      <PhoneSections security={security} onSecurity={onSecurity} />
      <SaveForm
        title="Address"
        description={<p>Where we send home kits. We ship to the United States and Canada.</p>}
        fields={[
          {
            kind: 'select',
            name: 'country',
            label: 'Country',
            options: [
              { value: 'US', label: 'United States' },
              { value: 'CA', label: 'Canada' },
            ],
            defaultValue: address?.country ?? 'US',
          },
          {
            kind: 'text',
            name: 'line1',
            label: 'Street address',
            autoComplete: 'address-line1',
            defaultValue: address?.line1,
          },
          {
            kind: 'text',
            name: 'line2',
            label: 'Apartment, suite (optional)',
            autoComplete: 'address-line2',
            defaultValue: address?.line2,
          },
          {
            kind: 'text',
            name: 'city',
            label: 'City',
            autoComplete: 'address-level2',
            defaultValue: address?.city,
          },
          {
            kind: 'select',
            name: 'state',
            label: 'State or province',
            options: regions,
            defaultValue: address?.state,
          },
          {
            kind: 'text',
            name: 'postalCode',
            label: 'ZIP or postal code',
            autoComplete: 'postal-code',
            defaultValue: address?.postalCode,
          },
        ]}
        submit={(v) =>
          accountApi.address({
            country: v.country as 'US' | 'CA',
            line1: v.line1!,
            line2: v.line2!,
            city: v.city!,
            state: v.state!,
            postalCode: v.postalCode!,
          })
        }
        onSaved={(result) =>
          update((f) => ({ ...f, address: (result as { address: AccountFull['address'] }).address }))
        }
      />
      <SaveForm
        title="Password"
        description={
          <p>At least 10 characters with a letter and a digit. Your other devices are signed out.</p>
        }
        fields={[
          {
            kind: 'password',
            name: 'currentPassword',
            label: 'Current password',
            autoComplete: 'current-password',
          },
          { kind: 'password', name: 'newPassword', label: 'New password', autoComplete: 'new-password' },
        ]}
        submitLabel="Change password"
        savedMessage="Password changed."
        resetOnSave
        submit={(v) =>
          accountApi.password({ currentPassword: v.currentPassword!, newPassword: v.newPassword! })
        }
      />
      <SaveForm
        title="Security question"
        description={<p>Lets you reset your password without e-mail.</p>}
        fields={[
          {
            kind: 'text',
            name: 'question',
            label: 'Question',
            defaultValue: security.securityQuestion ?? '',
          },
          { kind: 'text', name: 'answer', label: 'Answer', autoComplete: 'off' },
          {
            kind: 'password',
            name: 'currentPassword',
            label: 'Your password',
            autoComplete: 'current-password',
          },
        ]}
        submit={(v) =>
          accountApi.securityQuestion({
            question: v.question!,
            answer: v.answer!,
            currentPassword: v.currentPassword!,
          })
        }
        onSaved={(result) => onSecurity(result as AccountSecurity)}
      />
      <SharingSections />
      <UploadSubscriptionSection />
      <GiftCardSection />
      <DeleteAccountSection />
    </>
  );
}

const money = (balance: number, currency: string) =>
  balance.toLocaleString('en-US', { style: 'currency', currency });

const cardText = (card: GiftCardBalance) => giftCardText(card, (cents) => money(cents / 100, card.currency));

/** 000 §7.3 gift-card balance: the shop takes the card at checkout; here the customer reads what is left. */
function GiftCardSection() {
  const [card, setCard] = useState<GiftCardBalance | null>(null);
  return (
    <SaveForm
      title="Gift card balance"
      description={
        <>
          <p>Enter a gift card's code to see what is left on it; use it at checkout in the shop.</p>
          {card ? (
            <p data-testid="gift-card-balance" className={css({ fontWeight: '600', mt: '2' })}>
              {cardText(card)}
            </p>
          ) : null}
        </>
      }
      fields={[{ kind: 'text', name: 'code', label: 'Gift card code', autoComplete: 'off' }]}
      submitLabel="Check balance"
      savedMessage=""
      submit={(v) => {
        setCard(null);
        return accountApi.giftCardBalance(v.code ?? '');
      }}
      onSaved={(result) => setCard(result as GiftCardBalance)}
    />
  );
}

/** 000 §3 Subscription for blood-results upload: what the customer has, read-only (the shop sells it). */
function UploadSubscriptionSection() {
  const { state } = useLoad<BloodResultsUploadResponse>('blood-upload-subscription', (signal) =>
    accountApi.bloodResultsUpload(signal),
  );
  const subscription = state.status === 'success' ? state.data.subscription : null;
  return (
    <section className={sectionCard} aria-labelledby="upload-subscription-title">
      <h2 id="upload-subscription-title" className={css({ textStyle: 'h3', mb: '2' })}>
        Adding your own blood results
      </h2>
      <p data-testid="upload-subscription" className={css({ color: 'fg.muted' })}>
        {state.status === 'loading'
          ? 'Loading…'
          : state.status === 'error'
            ? `We could not load your subscription: ${state.error.message}`
            : !subscription
              ? 'You have no subscription for adding your own blood results.'
              : subscription.cancelledAt
                ? `Cancelled; you can add results until ${formatDate(subscription.accessExpiration)}.`
                : subscription.willBeProlongedAt
                  ? `Active; renews on ${formatDate(subscription.willBeProlongedAt)}.`
                  : `Active until ${formatDate(subscription.accessExpiration)}.`}
      </p>
    </section>
  );
}

/** /customer/account (spec 000 §2.3, §6, §7.3): sign-in details, phone, address, permissions, sharing. */
export default function AccountPage() {
  useDocumentTitle('Account');
  const { state, reload, update } = useAccountData();
  return (
    <AccountPageFrame
      title="Account"
      intro="How you sign in, how we reach you, and who may see your results. Each section saves on its own."
      state={state}
      reload={reload}
    >
      {(data) => <AccountSections full={data.full} references={data.references} update={update} />}
    </AccountPageFrame>
  );
}
