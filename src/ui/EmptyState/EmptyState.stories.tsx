import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmptyState } from './EmptyState';
import { Button } from '../Button/Button';
import { AlertIcon, SearchIcon } from '../icons';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: { title: '조회된 데이터가 없습니다.' },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithDescriptionAndAction: Story = {
  args: {
    icon: <SearchIcon />,
    title: '검색 결과가 없습니다.',
    description: '검색어의 철자를 확인하거나 다른 검색어로 다시 검색해주세요.',
    action: (
      <Button variant="outline" tone="neutral">
        검색 초기화
      </Button>
    ),
  },
};
export const Small: Story = { args: { size: 'sm', icon: null } };
export const LongKoreanText: Story = {
  args: {
    title: '아직 등록된 실적(EDI)이 없습니다. 오른쪽의 실적(EDI) 입력 양식에서 처방전 파일을 올려주세요.',
    description:
      '실적은 처방월 기준으로 매월 10일까지 입력할 수 있으며, 입력한 실적은 관리자가 확인한 뒤 처리중 또는 입력완료 상태로 바뀝니다.',
  },
};
/** A list that failed to load (src/components/list/ListError.astro draws the same with the recipe). */
export const DangerTone: Story = {
  args: {
    tone: 'danger',
    icon: <AlertIcon />,
    title: '목록을 불러오는 중 오류가 발생했습니다.',
    description: '잠시 후 다시 시도해 주세요. 문제가 계속되면 고객센터(070-8666-1102)로 문의해 주세요.',
    action: (
      <Button variant="outline" tone="neutral">
        다시 시도
      </Button>
    ),
  },
};
