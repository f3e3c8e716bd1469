import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { Combobox } from './Combobox';

const companies = ['한미약품', '종근당', '유한양행', '대웅제약', '동아에스티', '보령', '일동제약', '한독', 'JW중외제약', 'HK이노엔'].map(
  (name) => ({
    value: name,
    label: name,
  }),
);

const meta = {
  title: 'Components/Combobox',
  // Overlays (portals, focus traps) each get their own iframe on the docs page.
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
  component: Combobox,
  args: { label: '제약사', options: companies, onValueChange: fn() },
  decorators: [
    (Story) => (
      <div className={css({ width: '320px' })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Combobox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: '제약사' });
    await userEvent.type(input, '제약');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['대웅제약', '일동제약', 'JW중외제약']),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith('대웅제약'));
    await expect(input).toHaveValue('대웅제약');
  },
};

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: '제약사' }), '없는회사');
    await expect(await screen.findByText('검색 결과가 없습니다.')).toBeInTheDocument();
  },
};

export const WithValue: Story = { args: { defaultValue: '종근당' } };
export const WithError: Story = { args: { required: true, errorText: '제약사를 선택해주세요.' } };
export const Disabled: Story = { args: { disabled: true } };

export const LongKoreanText: Story = {
  args: {
    label: '거래 제약사 (계약서에 기재된 정식 법인명으로 검색해주세요)',
    options: [
      { value: 'a', label: '주식회사 한국메디슨제약 서울지점 영업본부 (구 한국메디슨약품)' },
      { value: 'b', label: '제이더블유중외제약 주식회사' },
    ],
    defaultValue: 'a',
    helpText: '목록에 없는 제약사는 고객센터 1:1 문의로 추가를 요청할 수 있습니다.',
  },
};

export const Grouped: Story = {
  args: {
    label: '정산은행',
    options: [
      ...['국민은행', '신한은행', '카카오뱅크'].map((name) => ({ value: name, label: name, group: '은행' })),
      ...['키움증권', '삼성증권'].map((name) => ({ value: name, label: name, group: '증권사' })),
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: '정산은행' }));
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getByText('증권사')).toBeInTheDocument();
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(5));
  },
};
