import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConfirmationModal } from '../../lib/ui/confirmation-modal';

const meta = {
  title: 'UI/ConfirmationModal',
  component: ConfirmationModal,
  args: { open: true, title: 'Delete your account?', onClose: fn(), onConfirm: fn(), confirmLabel: 'Delete Account', children: <p>All your dreams will be removed.</p> },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConfirmationModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RequiresPhrase: Story = { args: { requiredPhrase: 'Delete carl' } };
export const Simple: Story = { args: { title: 'Log out everywhere?', confirmLabel: 'Confirm', tone: 'primary' } };
export const Busy: Story = { args: { requiredPhrase: 'Delete carl', busy: true } };
