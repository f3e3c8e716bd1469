import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DealerPicker } from './DealerPicker';
import { mockApi } from '../shared/story-fixtures';
import { standardRoutes } from './story-fixtures';

/** 딜러 선택: the member's dealers, one row per drug company, filtered as one types. */
const meta = {
  title: 'Islands/PrescriptionEntry/DealerPicker',
  component: DealerPicker,
  args: { open: true, onClose: fn(), onPick: fn(), currentId: 3 },
  parameters: { docs: { story: { inline: false, height: '520px' } } },
} satisfies Meta<typeof DealerPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '목록과 검색',
  beforeEach: mockApi(standardRoutes),
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '딜러 선택' }, { timeout: 5000 });
    const list = await within(dialog).findByRole('list', { name: '딜러 목록' }, { timeout: 5000 });
    await expect(within(list).getAllByRole('button')).toHaveLength(4);
    await expect(within(list).getByRole('button', { name: /이서연/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.type(within(dialog).getByRole('searchbox', { name: '딜러명 검색' }), '대성');
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(1));
    await userEvent.click(within(list).getByRole('button', { name: /김민수/ }));
    await expect(args.onPick).toHaveBeenCalledWith({ id: 2, label: '김민수(대성약품)', drugCompanyId: 8 });
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Failed: Story = {
  name: '불러오기 실패',
  beforeEach: mockApi([[/^\/v1\/dealers$/, 500]]),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '딜러 선택' }, { timeout: 5000 });
    await expect(await within(dialog).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      '딜러 목록을 불러오는 중 오류가 발생했습니다.',
    );
  },
};
