import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { ConsentBlock, noConsents, type ConsentBlockProps } from './ConsentBlock';

function Controlled(args: ConsentBlockProps) {
  const [value, setValue] = useState(args.value);
  return (
    <ConsentBlock
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/ConsentBlock',
  component: ConsentBlock,
  parameters: {
    docs: {
      description: {
        component:
          'The consents of sign-up: 전체 동의, the two required items with 보기 links (new tab) and the optional marketing consent with its channels. 전체 동의 ticks or clears everything; the marketing line shows "some" when only some channels are ticked. Native checkboxes, no Ark.',
      },
    },
  },
  args: { value: noConsents, onChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div className={css({ width: '480px', maxWidth: '100%' })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConsentBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: '전체 동의' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ terms: true, privacy: true, sms: true, email: true, push: true });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'SMS' }));
    await expect(canvas.getByRole('checkbox', { name: '전체 동의' })).not.toBeChecked();
    await expect(canvas.getByRole<HTMLInputElement>('checkbox', { name: /마케팅/ }).indeterminate).toBe(true);
  },
};

export const RequiredOnly: Story = {
  args: { value: { ...noConsents, terms: true, privacy: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole<HTMLInputElement>('checkbox', { name: '전체 동의' }).indeterminate).toBe(true);
    const view = canvas.getByRole('link', { name: '이용약관 보기 (새 창)' });
    await expect(view).toHaveAttribute('href', '/terms');
    await expect(view).toHaveAttribute('target', '_blank');
  },
};

export const SomeMarketing: Story = { args: { value: { terms: true, privacy: true, sms: true, email: false, push: true } } };

export const AllAgreed: Story = { args: { value: { terms: true, privacy: true, sms: true, email: true, push: true } } };

export const Missing: Story = {
  name: 'A required consent is missing',
  args: { value: { ...noConsents, terms: true }, errorText: '[필수] 이용약관과 개인정보 처리방침에 동의해 주세요.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('개인정보 처리방침에 동의해 주세요');
  },
};
