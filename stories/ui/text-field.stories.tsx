import preview from '../../.storybook/preview';
import { FieldNotes, TextField } from '../../lib/ui/text-field';

const meta = preview.meta({
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', placeholder: 'you@example.com' },
});

export const Empty = meta.story();
export const WithHint = meta.story({ args: { hint: 'We never share your address.' } });
export const WithError = meta.story({ args: { defaultValue: 'not-an-email', error: 'Please enter a valid email address.' } });
export const Disabled = meta.story({ args: { defaultValue: 'carl@example.com', disabled: true } });

/** The hint and error lines on their own, as password fields use them under their own input. */
export const Notes = meta.story({
  render: () => <FieldNotes hint="Changing your email needs your current password." hintId="notes-hint" error="Current password is incorrect." errorId="notes-error" />,
});
