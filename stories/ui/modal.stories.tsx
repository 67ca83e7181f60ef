import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../../lib/ui/button';
import { Modal } from '../../lib/ui/modal';

const meta = {
  title: 'UI/Modal',
  component: Modal,
  args: { open: true, title: 'Email changed', onClose: fn(), children: <p>Please log in again with your new email.</p> },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const WithFooter: Story = { args: { footer: <Button>Go to Login Now</Button> } };
/** No onClose: the modal cannot be dismissed (the email-change countdown). */
export const Blocking: Story = { args: { onClose: undefined, footer: <Button>Go to Login Now</Button> } };
export const LongContent: Story = {
  args: { children: Array.from({ length: 20 }, (_, i) => <p key={i}>A paragraph of explanation number {i + 1} that makes the dialog scroll.</p>) },
};
