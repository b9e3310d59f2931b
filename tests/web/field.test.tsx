import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as Field from '../../src/web/components/ui/field';
import { expectNoAxeViolations } from './axe';

describe('Field', () => {
  it('links the label, helper text and error text to the input', async () => {
    render(
      <Field.Root invalid>
        <Field.Label>E-mail</Field.Label>
        <Field.Input type="email" defaultValue="not-an-address" />
        <Field.HelperText>We send your results here.</Field.HelperText>
        <Field.ErrorText>Enter an e-mail address like name@example.com.</Field.ErrorText>
      </Field.Root>,
    );
    await expectNoAxeViolations();
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Enter an e-mail address like name@example.com.') as string,
    );
  });

  it('describes a valid input by its helper text only', async () => {
    render(
      <Field.Root>
        <Field.Label>First name</Field.Label>
        <Field.Input />
        <Field.HelperText>As on your ID.</Field.HelperText>
        <Field.ErrorText>Required</Field.ErrorText>
      </Field.Root>,
    );
    await expectNoAxeViolations();
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toBeValid();
    expect(input).toHaveAccessibleDescription('As on your ID.');
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
  });
});
