import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Banner, GuestBanner, MaintenanceBanner, VerificationBanner } from '../../lib/ui/banner';
import { AnchorLink } from './sample-data';

const meta = {
  title: 'UI/Banner',
  component: Banner,
  args: { title: 'A notice', children: 'Something the reader should know.' },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Warning: Story = { args: { tone: 'warning' } };
export const Danger: Story = { args: { tone: 'danger' } };
export const Guest: Story = { render: () => <GuestBanner used={false} linkComponent={AnchorLink} /> };
export const GuestSessionUsed: Story = { render: () => <GuestBanner used linkComponent={AnchorLink} /> };
export const EmailVerification: Story = { render: () => <VerificationBanner email="carl@example.com" onResend={fn()} /> };
export const EmailVerificationSending: Story = {
  render: () => <VerificationBanner email="a-very-long-address-that-needs-to-wrap@subdomain.example.org" resending onResend={fn()} />,
};
export const Maintenance: Story = { render: () => <MaintenanceBanner /> };
