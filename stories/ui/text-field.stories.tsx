import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldNotes, TextField } from '../../lib/ui/text-field';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', placeholder: 'you@example.com' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithHint: Story = { args: { hint: 'We never share your address.' } };
export const WithError: Story = { args: { defaultValue: 'not-an-email', error: 'Please enter a valid email address.' } };
export const Disabled: Story = { args: { defaultValue: 'carl@example.com', disabled: true } };

/** The hint and error lines on their own, as password fields use them under their own input. */
export const Notes: Story = {
  render: () => <FieldNotes hint="Changing your email needs your current password." hintId="notes-hint" error="Current password is incorrect." errorId="notes-error" />,
};
