import { skeleton } from 'styled-system/recipes';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';

/** The figures failed to load: the message in Korean and a way to try again. */
export function LoadError({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <div role="alert">
      <EmptyState
        tone="danger"
        size="sm"
        title={title}
        description="잠시 후 다시 시도해 주세요."
        action={
          <Button type="button" variant="outline" tone="neutral" onClick={onRetry}>
            다시 시도
          </Button>
        }
      />
    </div>
  );
}

/** Nothing to show: no figures in the period, or none whose name has the keyword. */
export function NoFigures({ keyword, what, onClear }: { keyword: string; what: string; onClear: () => void }) {
  return (
    <EmptyState
      size="sm"
      title="검색 결과가 없습니다."
      description={keyword ? `‘${keyword}’에 맞는 ${what}가 없습니다.` : '이 기간에 정산된 매출이 없습니다. 기간을 바꿔 보세요.'}
      action={
        keyword ? (
          <Button type="button" variant="outline" tone="neutral" onClick={onClear}>
            검색 지우기
          </Button>
        ) : undefined
      }
    />
  );
}

/** Placeholder rows while the figures load (the kit's skeleton look on a plain span: the Skeleton component's module
 * would be split out of the chunk the list islands share, and every page of them would pay for the extra file). */
export function SkeletonRows({ columns, rows = 5, className }: { columns: number; rows?: number; className?: string }) {
  return Array.from({ length: rows }, (_, i) => (
    <tr key={i} aria-hidden="true">
      {Array.from({ length: columns }, (_, j) => (
        <td key={j} className={className}>
          <span aria-hidden="true" className={skeleton({ shape: 'text' })} style={{ width: j === 0 ? '70%' : '50%' }} />
        </td>
      ))}
    </tr>
  ));
}
