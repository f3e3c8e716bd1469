import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { ToasterOnDemand } from '../toast-on-demand';
import { ApiError } from '../../../api/errors';
import { DealerForm } from './DealerForm';
import { companies } from './story-fixtures';

/** The 딜러 등록 form: checks in Korean before sending, the success toast and reset, and a refusal that keeps the input. */
const meta = {
  title: 'Islands/DealerManager/DealerForm',
  component: DealerForm,
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
  args: { companies, onCreate: fn(async () => {}) },
  decorators: [
    (Story) => (
      <div className={css({ maxW: '480px' })}>
        <Story />
        <ToasterOnDemand />
      </div>
    ),
  ],
} satisfies Meta<typeof DealerForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const pick = (name: string) => userEvent.click(screen.getByRole('checkbox', { name }));

export const Validation: Story = {
  name: '입력 오류',
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('both required fields are named and the first takes the focus', async () => {
      await userEvent.click(canvas.getByRole('button', { name: '등록' }));
      await expect(canvas.getByText('딜러명을 입력해 주세요.')).toBeInTheDocument();
      await expect(canvas.getByText('거래제약사를 1개 이상 선택해 주세요.')).toBeInTheDocument();
      await expect(canvas.getByRole('textbox', { name: /딜러명/ })).toHaveFocus();
      await expect(args.onCreate).not.toHaveBeenCalled();
    });
    await step('with a name, the company picker is next', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: /딜러명/ }), '최유진');
      await userEvent.click(canvas.getByRole('button', { name: '등록' }));
      await expect(canvas.queryByText('딜러명을 입력해 주세요.')).not.toBeInTheDocument();
      await expect(canvas.getByRole('searchbox', { name: '제약사 검색' })).toHaveFocus();
    });
    await step('a wrong account number is named in Korean alone', async () => {
      await pick('보령');
      await userEvent.type(canvas.getByRole('textbox', { name: '계좌번호' }), '12a-34');
      await userEvent.click(canvas.getByRole('button', { name: '등록' }));
      await expect(canvas.getByText('계좌번호는 숫자와 -만 입력해 주세요.')).toBeInTheDocument();
      await expect(canvas.getByRole('textbox', { name: '계좌번호' })).toHaveFocus();
    });
    await step('취소 empties the form', async () => {
      await userEvent.click(canvas.getByRole('button', { name: '취소' }));
      await expect(canvas.getByRole('textbox', { name: /딜러명/ })).toHaveValue('');
      await expect(canvas.queryByRole('list', { name: '선택한 거래제약사' })).not.toBeInTheDocument();
      await expect(canvas.queryByText('계좌번호는 숫자와 -만 입력해 주세요.')).not.toBeInTheDocument();
    });
  },
};

export const Created: Story = {
  name: '등록',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /딜러명/ }), '  최유진 ');
    await pick('한미약품');
    await pick('대웅제약');
    await userEvent.type(canvas.getByRole('textbox', { name: '은행명' }), '국민은행');
    await userEvent.click(canvas.getByRole('button', { name: '등록' }));
    await waitFor(() =>
      expect(args.onCreate).toHaveBeenCalledWith({
        dealerName: '최유진',
        drugCompanyIds: [1, 4],
        bankName: '국민은행',
        accountNumber: null,
      }),
    );
    // The toast module loads on first use: allow for a slow, shared test machine.
    await expect(await screen.findByText('딜러가 성공적으로 등록되었습니다.', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /딜러명/ })).toHaveValue('');
    await expect(canvas.queryByRole('list', { name: '선택한 거래제약사' })).not.toBeInTheDocument();
  },
};

export const Refused: Story = {
  name: '중복 등록',
  args: {
    onCreate: fn(async () => {
      throw new ApiError('이미 같은 이름으로 등록된 딜러가 있습니다: 최유진(한미약품)', 409, 'DUPLICATE_DEALER');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /딜러명/ }), '최유진');
    await pick('한미약품');
    await userEvent.click(canvas.getByRole('button', { name: '등록' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('딜러를 등록하지 못했습니다. 이미 같은 이름으로 등록된 딜러가 있습니다: 최유진(한미약품)');
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: /딜러명/ })).toHaveValue('최유진');
    await expect(within(canvas.getByRole('list', { name: '선택한 거래제약사' })).getByText('한미약품')).toBeInTheDocument();
  },
};
