import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { PasswordField, type PasswordFieldProps } from '../../lib/ui/password-field';

function Controlled(props: Omit<PasswordFieldProps, 'value' | 'onValueChange'> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return <PasswordField {...rest} value={value} onValueChange={setValue} />;
}

const meta = {
  title: 'UI/PasswordField',
  component: PasswordField,
  args: { label: 'Password', value: '', onValueChange: () => {}, showRules: true },
  render: (args) => <Controlled label={args.label} showRules={args.showRules} />,
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithChecklist: Story = {};
export const PartlyValid: Story = { render: () => <Controlled label="Password" showRules initial="dreamer1" /> };
export const Valid: Story = { render: () => <Controlled label="Password" showRules initial="Night-Sky-42!" /> };
export const Plain: Story = { render: () => <Controlled label="Current password" /> };
