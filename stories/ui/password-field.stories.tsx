import preview from '../../.storybook/preview';
import { useState } from 'react';
import { PasswordField, type PasswordFieldProps } from '../../lib/ui/password-field';

function Controlled(props: Omit<PasswordFieldProps, 'value' | 'onValueChange'> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return <PasswordField {...rest} value={value} onValueChange={setValue} />;
}

const meta = preview.meta({
  title: 'UI/PasswordField',
  component: PasswordField,
  args: { label: 'Password', value: '', onValueChange: () => {}, showRules: true },
  render: (args) => <Controlled label={args.label} showRules={args.showRules} />,
});

export const WithChecklist = meta.story();
export const PartlyValid = meta.story({ render: () => <Controlled label="Password" showRules initial="dreamer1" /> });
export const Valid = meta.story({ render: () => <Controlled label="Password" showRules initial="Night-Sky-42!" /> });
export const Plain = meta.story({ render: () => <Controlled label="Current password" /> });
