import type { AccountFull, AccountReferences, AccountSettings, CountSystem } from '../../../contract/account';
import { useAppActors } from '../../lib/app-actors';
import { refreshProfileThrough } from '../../lib/auth-actor';
import { useDocumentTitle } from '../../lib/use-document-title';
import { accountApi } from './account-api';
import { AccountPageFrame, useAccountData } from './account-data';
import { FormErrors, formErrorsOf, numberOf, SaveForm, type FormValues, type Option } from './save-form';

const optionsOf = (items: { id: number; name: string }[]): Option[] =>
  items.map((item) => ({ value: String(item.id), label: item.name }));
const idOrNull = (text: string) => (text === '' ? null : Number(text));
const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

type Measure = 'height' | 'weight' | 'waist' | 'hip';

/** Each measurement in the count system's unit; height in feet and inches when imperial. */
function measurementFields(settings: AccountSettings) {
  const metric = settings.countSystem === 'metric';
  const shown = (kind: Measure) => text(settings.display[kind]?.value);
  const length = metric ? 'cm' : 'in';
  return [
    ...(metric
      ? [{ kind: 'number' as const, name: 'height', label: 'Height (cm)', defaultValue: shown('height') }]
      : [
          {
            kind: 'number' as const,
            name: 'heightFeet',
            label: 'Height (ft)',
            inputMode: 'numeric' as const,
            defaultValue: text(settings.heightFeet),
          },
          {
            kind: 'number' as const,
            name: 'heightInches',
            label: 'and inches',
            inputMode: 'numeric' as const,
            defaultValue: text(settings.heightInches),
          },
        ]),
    {
      kind: 'number' as const,
      name: 'weight',
      label: `Weight (${metric ? 'kg' : 'lb'})`,
      defaultValue: shown('weight'),
    },
    { kind: 'number' as const, name: 'waist', label: `Waist (${length})`, defaultValue: shown('waist') },
    { kind: 'number' as const, name: 'hip', label: `Hip (${length})`, defaultValue: shown('hip') },
  ];
}

/**
 * Saves each measurement whose value changed; every call's field error is kept, so one bad value
 * does not stop the others (and shows next to its own field).
 */
async function saveMeasurements(values: FormValues, settings: AccountSettings, system: CountSystem) {
  const metric = system === 'metric';
  const length = metric ? ('cm' as const) : ('in' as const);
  const errors: Record<string, string> = {};
  let latest: AccountSettings | undefined;
  const attempt = async (name: string, call: () => Promise<AccountSettings>) => {
    try {
      latest = await call();
    } catch (error) {
      const failed = formErrorsOf(error, { value: name });
      if (failed instanceof FormErrors) Object.assign(errors, failed.fields);
      else errors[name] = failed.message;
    }
  };
  const changed = (name: string, before: string) => values[name]!.trim() !== before;
  const shown = (kind: Measure) => text(settings.display[kind]?.value);
  if (
    metric
      ? changed('height', shown('height'))
      : changed('heightFeet', text(settings.heightFeet)) ||
        changed('heightInches', text(settings.heightInches))
  ) {
    const value = metric
      ? numberOf(values.height!)
      : numberOf(values.heightFeet!) * 12 +
        (values.heightInches!.trim() === '' ? 0 : numberOf(values.heightInches!));
    await attempt(metric ? 'height' : 'heightFeet', () => accountApi.height({ value, unit: length }));
  }
  if (changed('weight', shown('weight')))
    await attempt('weight', () =>
      accountApi.weight({ value: numberOf(values.weight!), unit: metric ? 'kg' : 'lb' }),
    );
  if (changed('waist', shown('waist')))
    await attempt('waist', () => accountApi.waist({ value: numberOf(values.waist!), unit: length }));
  if (changed('hip', shown('hip')))
    await attempt('hip', () => accountApi.hip({ value: numberOf(values.hip!), unit: length }));
  if (Object.keys(errors).length > 0)
    throw new FormErrors(
      errors,
      latest ? 'Some values were saved; check the fields marked below.' : undefined,
    );
  return latest;
}

function SettingsSections({
  full,
  references,
  update,
}: {
  full: AccountFull;
  references: AccountReferences;
  update: (change: (full: AccountFull) => AccountFull) => void;
}) {
  const { auth } = useAppActors();
  const { customer, settings, genderIdentity, womanHealth } = full;
  const withSettings = (result: unknown) => update((f) => ({ ...f, settings: result as AccountSettings }));
  const genderIdentities = optionsOf(references.genderIdentities);
  const selfDescribe = references.genderIdentities.find((g) => g.code === 'self-describe');
  const measures = measurementFields(settings);
  return (
    <>
      <SaveForm
        title="Your name"
        fields={[
          {
            kind: 'text',
            name: 'firstName',
            label: 'First name',
            autoComplete: 'given-name',
            defaultValue: customer.firstName,
          },
          {
            kind: 'text',
            name: 'lastName',
            label: 'Last name',
            autoComplete: 'family-name',
            defaultValue: customer.lastName,
          },
        ]}
        submit={async (v) => {
          const saved = await accountApi.names({ firstName: v.firstName!, lastName: v.lastName! });
          await refreshProfileThrough(auth).catch(() => undefined);
          return saved;
        }}
        onSaved={(result) =>
          update((f) => ({ ...f, customer: { ...f.customer, ...(result as AccountFull['customer']) } }))
        }
      />
      <SaveForm
        title="About you"
        description="Your birth date and sex choose the ranges your blood results are read against."
        fields={[
          {
            kind: 'date',
            name: 'birthDate',
            label: 'Birth date',
            autoComplete: 'bday',
            defaultValue: text(settings.birthDate),
          },
          {
            kind: 'radio',
            name: 'gender',
            label: 'Sex',
            options: [
              { value: 'female', label: 'Female' },
              { value: 'male', label: 'Male' },
            ],
            defaultValue: text(settings.gender),
          },
          {
            kind: 'select',
            name: 'ethnicityId',
            label: 'Ethnicity',
            options: optionsOf(references.ethnicities),
            defaultValue: text(settings.ethnicityId),
          },
        ]}
        submit={async (v) => {
          const errors: Record<string, string> = {};
          let latest: AccountSettings | undefined;
          const steps: [string, boolean, () => Promise<AccountSettings>][] = [
            ['birthDate', v.birthDate !== text(settings.birthDate), () => accountApi.birthDate(v.birthDate!)],
            ['gender', v.gender !== text(settings.gender), () => accountApi.gender(v.gender!)],
            [
              'ethnicityId',
              v.ethnicityId !== text(settings.ethnicityId),
              () => accountApi.ethnicity(idOrNull(v.ethnicityId!)),
            ],
          ];
          for (const [name, changed, call] of steps) {
            if (!changed) continue;
            try {
              latest = await call();
            } catch (error) {
              const failed = formErrorsOf(error);
              if (failed instanceof FormErrors) Object.assign(errors, failed.fields);
              else errors[name] = failed.message;
            }
          }
          if (Object.keys(errors).length > 0) throw new FormErrors(errors);
          return latest;
        }}
        onSaved={(result) => {
          if (result) withSettings(result);
        }}
      />
      <SaveForm
        title="Gender identity"
        description="Optional, and never used to read your results."
        fields={[
          {
            kind: 'select',
            name: 'genderIdentityId',
            label: 'Gender identity',
            options: genderIdentities,
            placeholder: 'Prefer not to say',
            defaultValue: text(genderIdentity.genderIdentityId),
          },
          {
            kind: 'text',
            name: 'selfDescription',
            label: 'In your own words',
            help: selfDescribe ? `Only with “${selfDescribe.name}”.` : undefined,
            defaultValue: text(genderIdentity.selfDescription),
          },
        ]}
        submit={(v) =>
          accountApi.genderIdentity({
            genderIdentityId: idOrNull(v.genderIdentityId!),
            selfDescription: v.selfDescription === '' ? null : v.selfDescription!,
          })
        }
        onSaved={(result) =>
          update((f) => ({ ...f, genderIdentity: result as AccountFull['genderIdentity'] }))
        }
      />
      <SaveForm
        title="Units"
        fields={[
          {
            kind: 'radio',
            name: 'countSystem',
            label: 'Show measurements in',
            options: [
              { value: 'metric', label: 'Metric (cm, kg)' },
              { value: 'imperial', label: 'Imperial (ft, in, lb)' },
            ],
            defaultValue: settings.countSystem,
          },
        ]}
        submit={(v) => accountApi.countSystem(v.countSystem!)}
        onSaved={withSettings}
      />
      <SaveForm
        key={`measures-${settings.countSystem}`}
        title="Body measurements"
        description="Used for your BMI and waist-to-hip ratio."
        fields={measures}
        submit={(v) => saveMeasurements(v, settings, settings.countSystem)}
        onSaved={(result) => {
          if (result) withSettings(result);
        }}
      />
      {settings.gender === 'female' ? (
        <SaveForm
          title="Women’s health"
          description="Helps us read hormone markers at the right point of your cycle."
          fields={[
            {
              kind: 'select',
              name: 'reproductiveStageId',
              label: 'Reproductive stage',
              options: optionsOf(references.reproductiveStages),
              defaultValue: text(womanHealth.reproductiveStageId),
            },
            {
              kind: 'select',
              name: 'contraceptionTypeId',
              label: 'Contraception',
              options: optionsOf(references.contraceptionTypes),
              defaultValue: text(womanHealth.contraceptionTypeId),
            },
            {
              kind: 'select',
              name: 'hormoneTherapyTypeId',
              label: 'Hormone therapy',
              options: optionsOf(references.hormoneTherapyTypes),
              defaultValue: text(womanHealth.hormoneTherapyTypeId),
            },
            {
              kind: 'date',
              name: 'lastPeriodDate',
              label: 'First day of your last period',
              defaultValue: text(womanHealth.lastPeriodDate),
            },
            {
              kind: 'number',
              name: 'cycleLengthDays',
              label: 'Cycle length (days)',
              inputMode: 'numeric',
              defaultValue: text(womanHealth.cycleLengthDays),
            },
          ]}
          submit={(v) =>
            accountApi.womanHealth({
              reproductiveStageId: idOrNull(v.reproductiveStageId!),
              contraceptionTypeId: idOrNull(v.contraceptionTypeId!),
              hormoneTherapyTypeId: idOrNull(v.hormoneTherapyTypeId!),
              lastPeriodDate: v.lastPeriodDate === '' ? null : v.lastPeriodDate!,
              cycleLengthDays: v.cycleLengthDays!.trim() === '' ? null : numberOf(v.cycleLengthDays!),
            })
          }
          onSaved={(result) => update((f) => ({ ...f, womanHealth: result as AccountFull['womanHealth'] }))}
        />
      ) : null}
    </>
  );
}

/** /customer/settings, the health profile (spec 000 §2.3, §7.3). */
export default function SettingsPage() {
  useDocumentTitle('Health profile');
  const { state, reload, update } = useAccountData();
  return (
    <AccountPageFrame
      title="Health profile"
      intro="What we know about you shapes how your results are read. Each section saves on its own."
      state={state}
      reload={reload}
    >
      {(data) => <SettingsSections full={data.full} references={data.references} update={update} />}
    </AccountPageFrame>
  );
}
