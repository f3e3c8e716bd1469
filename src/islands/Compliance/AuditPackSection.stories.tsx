import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AuditPackSection } from './AuditPackSection';

/** 감사 자료 내려받기: what the .zip holds, and the button that opens the period dialog. */
const meta = {
  title: 'Islands/Compliance/AuditPackSection',
  component: AuditPackSection,
  args: { onOpen: fn() },
} satisfies Meta<typeof AuditPackSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Contents: Story = {
  name: '담기는 자료',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const contents = within(canvas.getByRole('list', { name: '감사 자료에 들어가는 것' }));
    const items = contents.getAllByRole('listitem').map((li) => li.textContent);
    await expect(items).toEqual([
      '색인index.xlsx모든 서류와 그 날짜의 목록',
      '계약서contracts/딜러별 재위탁계약서와 품목별 수수료율',
      '재위탁 통보서notices/재위탁 통보서 PDF와 통보 증빙',
      '신고증·이수증certificates/본인과 딜러의 CSO 신고증, 교육 이수증',
      '지출보고서와 영수증expenditures/연도별 지출보고서(.xlsx)와 첨부한 영수증·증빙',
      '변경 기록변경기록.xlsx누가 언제 무엇을 등록·변경·삭제했는지',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: '기간 골라 내려받기' }));
    await expect(args.onOpen).toHaveBeenCalledOnce();
  },
};
