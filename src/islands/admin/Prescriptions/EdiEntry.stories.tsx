import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../../api/errors';
import { EdiEntry } from './EdiEntry';
import {
  claimedRecord,
  completedRecord,
  emptyClaimedRecord,
  hangingCalls,
  lockedRecord,
  ocrRun,
  otherClaimRecord,
  pendingRecord,
  products,
  storyCalls,
  storyOcr,
} from './story-fixtures';

/**
 * EDI 접수·입력's record: 처리 시작 / 놓기, the images in the viewer with OCR beside them (corners found or placed, the
 * proposals to add, correct or drop), the line editor worked from the keyboard (code, Enter, quantity, Enter), the
 * duplicate warning with 합치기 / 별도 추가, the totals, 입력완료 with its confirmation and 재오픈 with a reason.
 */
const meta = {
  title: 'Islands/Admin/Prescriptions/EdiEntry',
  component: EdiEntry,
  args: { record: pendingRecord, calls: storyCalls(pendingRecord), ocr: storyOcr },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof EdiEntry>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Pending: Story = {
  name: '접수대기: 처리 시작',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '처리 시작' }));
    await waitFor(() => expect(canvas.getByTestId('edi-code')).toHaveFocus());
  },
};

export const Claiming: Story = {
  name: '처리 시작 중(불러오는 중)',
  args: { calls: hangingCalls },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '처리 시작' }));
    await expect(await canvas.findByText('시작 중…')).toBeVisible();
  },
};

export const Editing: Story = {
  name: '입력 중: 키보드로 추가',
  args: { record: claimedRecord, calls: storyCalls(claimedRecord), ocr: { ...storyOcr, quad: () => new Promise(() => {}) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = canvas.getByTestId('edi-code');
    await userEvent.click(code);
    await userEvent.keyboard(`${products[2]!.insuranceCode}{Enter}120{Enter}`);
    await waitFor(() => expect(canvas.getByTestId('edi-totals')).toHaveTextContent('3건'));
    await expect(code).toHaveFocus();
  },
};

export const EmptyLines: Story = {
  name: '내역 없음',
  args: { record: emptyClaimedRecord, calls: storyCalls(emptyClaimedRecord), ocr: { ...storyOcr, quad: () => new Promise(() => {}) } },
};

export const SearchByName: Story = {
  name: '제품명으로 찾기',
  args: { record: claimedRecord, calls: storyCalls(claimedRecord), ocr: { ...storyOcr, quad: () => new Promise(() => {}) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByTestId('edi-code'), '메트');
    await expect(await canvas.findByRole('option', { name: /메트포르민/ })).toBeVisible();
  },
};

export const Duplicate: Story = {
  name: '같은 제품 경고',
  args: { record: claimedRecord, calls: storyCalls(claimedRecord), ocr: { ...storyOcr, quad: () => new Promise(() => {}) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('edi-code'));
    await userEvent.keyboard(`${products[0]!.insuranceCode}{Enter}10{Enter}`);
    const warning = await canvas.findByTestId('duplicate-warning');
    await expect(warning).toHaveTextContent('이미 입력된 제품입니다');
    await waitFor(() => expect(within(warning).getByRole('button', { name: '기존 내역에 합치기' })).toHaveFocus());
  },
};

export const ClaimedByOther: Story = {
  name: '다른 운영자가 처리 중',
  args: { record: otherClaimRecord, calls: storyCalls(otherClaimRecord) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('claimed-by-other')).toHaveTextContent('박운영 님이 처리 중입니다');
    await expect(canvas.queryByRole('button', { name: '처리 시작' })).toBeNull();
    await expect(canvas.queryByTestId('edi-code')).toBeNull();
  },
};

export const ReadOnly: Story = {
  name: '입력완료(읽기 전용)',
  args: { record: completedRecord, calls: storyCalls(completedRecord) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('read-only')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '재오픈' }));
    const dialog = await body().findByRole('dialog', { name: '재오픈' });
    await userEvent.click(within(dialog).getByRole('button', { name: '재오픈' }));
    await expect(within(dialog).getByText('재오픈 사유를 입력해 주세요.')).toBeVisible();
  },
};

export const Locked: Story = { name: '재오픈 불가(정산요청됨)', args: { record: lockedRecord, calls: storyCalls(lockedRecord) } };

export const Complete: Story = {
  name: '입력완료 확인',
  args: { record: claimedRecord, calls: storyCalls(claimedRecord), ocr: { ...storyOcr, quad: () => new Promise(() => {}) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '입력완료' }));
    const dialog = await body().findByRole('dialog', { name: '입력완료' });
    await expect(dialog).toHaveTextContent('내역 2건');
    await userEvent.click(within(dialog).getByRole('button', { name: '입력완료' }));
    await expect(await canvas.findByTestId('read-only')).toBeVisible();
  },
};

export const OcrProposals: Story = {
  name: 'OCR 제안',
  args: { record: claimedRecord, calls: storyCalls(claimedRecord), initialRun: ocrRun },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByTestId('ocr-proposals');
    await expect(within(list).getByText('이 보험코드의 제품이 없습니다')).toBeVisible();
    await expect(within(list).getByText('수량을 읽지 못했습니다')).toBeVisible();
    await userEvent.click(within(list).getByRole('button', { name: '제안 1 추가' }));
    await waitFor(() => expect(canvas.getByTestId('edi-totals')).toHaveTextContent('3건'));
  },
};

export const OcrFailed: Story = {
  name: 'OCR 실패',
  args: {
    record: claimedRecord,
    calls: storyCalls(claimedRecord),
    ocr: {
      quad: storyOcr.quad,
      read: async () => {
        throw new ApiError('지금은 OCR 요청이 많습니다. 잠시 후 다시 시도해 주세요.', 429, 'TOO_MANY_REQUESTS');
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('ocr-run'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('OCR 요청이 많습니다');
  },
};

export const WriteRefused: Story = {
  name: '저장 실패',
  args: {
    record: claimedRecord,
    calls: {
      ...storyCalls(claimedRecord),
      addLines: async () => {
        throw new ApiError('다른 운영자가 이 실적을 넘겨받았습니다. 화면을 새로 고쳐 주세요.', 409, 'CLAIM_TAKEN');
      },
    },
    ocr: { ...storyOcr, quad: () => new Promise(() => {}) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('edi-code'));
    await userEvent.keyboard(`${products[2]!.insuranceCode}{Enter}5{Enter}`);
    await expect(await canvas.findByText(/넘겨받았습니다/)).toBeVisible();
  },
};
