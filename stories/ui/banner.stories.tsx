import preview from '../../.storybook/preview';
import { fn } from 'storybook/test';
import { Banner, GuestBanner, MaintenanceBanner, VerificationBanner } from '../../lib/ui/banner';
import { AnchorLink } from './sample-data';

const meta = preview.meta({
  title: 'UI/Banner',
  component: Banner,
  args: { title: 'A notice', children: 'Something the reader should know.' },
});

export const Info = meta.story();
export const Warning = meta.story({ args: { tone: 'warning' } });
export const Danger = meta.story({ args: { tone: 'danger' } });
export const Guest = meta.story({ render: () => <GuestBanner used={false} linkComponent={AnchorLink} /> });
export const GuestSessionUsed = meta.story({ render: () => <GuestBanner used linkComponent={AnchorLink} /> });
export const EmailVerification = meta.story({ render: () => <VerificationBanner email="carl@example.com" onResend={fn()} /> });
export const EmailVerificationSending = meta.story({
  render: () => <VerificationBanner email="a-very-long-address-that-needs-to-wrap@subdomain.example.org" resending onResend={fn()} />,
});
export const Maintenance = meta.story({ render: () => <MaintenanceBanner /> });
