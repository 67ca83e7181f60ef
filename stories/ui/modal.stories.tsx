import preview from '../../.storybook/preview';
import { fn } from 'storybook/test';
import { Button } from '../../lib/ui/button';
import { Modal } from '../../lib/ui/modal';

const meta = preview.meta({
  title: 'UI/Modal',
  component: Modal,
  args: { open: true, title: 'Email changed', onClose: fn(), children: <p>Please log in again with your new email.</p> },
  parameters: { layout: 'fullscreen' },
});

export const Open = meta.story();
export const WithFooter = meta.story({ args: { footer: <Button>Go to Login Now</Button> } });
/** No onClose: the modal cannot be dismissed (the email-change countdown). */
export const Blocking = meta.story({ args: { onClose: undefined, footer: <Button>Go to Login Now</Button> } });
export const LongContent = meta.story({
  args: { children: Array.from({ length: 20 }, (_, i) => <p key={i}>A paragraph of explanation number {i + 1} that makes the dialog scroll.</p>) },
});
