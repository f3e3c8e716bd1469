import { useEffect, useState } from 'react';
import { myPage as myPageRecipe, srOnly } from 'styled-system/recipes';
import { authApi } from '../../api/auth';
import type { SessionDevice } from '../../api/types';
import { formatDateTime } from '../../lib/format';
import { http } from '../../lib/browser-api';
import { confirm } from '../../stores/dialog';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Callout } from '../../ui/Callout';
import { EmptyState } from '../../ui/EmptyState';
import { Skeleton } from '../../ui/Skeleton';
import { ErrorBoundary } from '../shared/error-boundary/ErrorBoundary';
import { toast, ToasterOnDemand } from '../shared/toast-on-demand';
import { useHydrated } from '../shared/use-hydrated';
import { leaveWhenRecheckExpired, messageOf } from '../shared/my-page-api';
import '../../styles/islands.css';

/** The calls of this screen (stories pass their own). */
export interface DeviceCalls {
  list: () => Promise<SessionDevice[]>;
  end: (id: string) => Promise<void>;
  endOthers: () => Promise<void>;
}

const auth = authApi(http);
const liveCalls: DeviceCalls = { list: auth.sessions, end: auth.endSession, endOthers: auth.endOtherSessions };

export interface DeviceListProps {
  /** The list the page rendered with, or null when the page could not load it (the island tries again). */
  initial: SessionDevice[] | null;
  calls?: DeviceCalls;
}

type Load = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; devices: SessionDevice[] };

const s = myPageRecipe();
const loadFailed = '로그인 기기 목록을 불러오지 못했습니다.';

interface DeviceRowProps {
  device: SessionDevice;
  busy: boolean;
  disabled: boolean;
  onEnd: () => void;
}

function DeviceRow({ device, busy, disabled, onEnd }: DeviceRowProps) {
  const name = device.device ?? '알 수 없는 기기';
  return (
    <li className={s.device} data-current={device.current || undefined}>
      <div>
        <p className={s.deviceName}>
          <span>{name}</span>
          <span className={s.deviceBadges}>
            {device.current ? <Badge tone="brand">현재 기기</Badge> : null}
            {device.keepLogin ? <Badge>로그인 상태 유지</Badge> : null}
          </span>
        </p>
        <dl className={s.deviceTimes}>
          <div>
            <dt>로그인</dt>
            <dd>{formatDateTime(device.signedInAt)}</dd>
          </div>
          <div>
            <dt>마지막 사용</dt>
            <dd>{device.current ? '지금 사용 중' : formatDateTime(device.lastUsedAt)}</dd>
          </div>
        </dl>
      </div>
      {device.current ? null : (
        <Button
          variant="outline"
          tone="danger"
          size="sm"
          disabled={disabled}
          loading={busy}
          loadingText="로그아웃 중…"
          onClick={onEnd}
          // The name holds the visible text in both states (WCAG 2.5.3: 로그아웃, then 로그아웃 중…).
          aria-label={busy ? `${name} 로그아웃 중…` : `${name} 로그아웃`}
        >
          로그아웃
        </Button>
      )}
    </li>
  );
}

function Devices({ initial, calls = liveCalls }: DeviceListProps) {
  const hydrated = useHydrated();
  const [load, setLoad] = useState<Load>(initial ? { state: 'ready', devices: initial } : { state: 'loading' });
  const [busy, setBusy] = useState<string | null>(null);

  const loaded = (devices: SessionDevice[]) => setLoad({ state: 'ready', devices });
  const failed = (e: unknown) => {
    if (!leaveWhenRecheckExpired(e)) setLoad({ state: 'error', message: messageOf(e, loadFailed) });
  };

  function retry() {
    setLoad({ state: 'loading' });
    calls.list().then(loaded, failed);
  }

  useEffect(() => {
    // The page could not load the list: try once more from here (then 다시 시도).
    if (!initial) calls.list().then(loaded, failed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the first render only
  }, []);

  /** Ends sessions (one, or every other) and drops them from the list. */
  async function end(key: string, run: () => Promise<void>, done: string, drop: (d: SessionDevice) => boolean) {
    setBusy(key);
    try {
      await run();
      setLoad((l) => (l.state === 'ready' ? { state: 'ready', devices: l.devices.filter((d) => !drop(d)) } : l));
      void toast({ type: 'success', title: done });
    } catch (e) {
      if (leaveWhenRecheckExpired(e)) return;
      void toast({ type: 'error', title: messageOf(e, '로그아웃하지 못했습니다. 잠시 후 다시 시도해 주세요.') });
    } finally {
      setBusy(null);
    }
  }

  const endOne = (device: SessionDevice) =>
    end(
      device.id,
      () => calls.end(device.id),
      `${device.device ?? '알 수 없는 기기'}에서 로그아웃했습니다.`,
      (d) => d.id === device.id,
    );

  async function endOthers(count: number) {
    const sure = await confirm(`이 기기를 뺀 ${count}대의 기기에서 모두 로그아웃합니다. 계속할까요?`, { title: '다른 기기 모두 로그아웃' });
    if (sure) await end('others', calls.endOthers, '다른 기기에서 모두 로그아웃했습니다.', (d) => !d.current);
  }

  if (load.state === 'loading') {
    return (
      <div className={s.devices} role="status" aria-busy="true">
        <span className={srOnly()}>로그인 기기를 불러오는 중입니다…</span>
        {[0, 1].map((i) => (
          <Skeleton key={i} height={112} />
        ))}
      </div>
    );
  }
  if (load.state === 'error') {
    return (
      <div className={s.devices}>
        <EmptyState
          tone="danger"
          title={load.message}
          description="잠시 후 다시 시도해 주세요."
          action={
            <Button variant="outline" tone="neutral" onClick={retry}>
              다시 시도
            </Button>
          }
        />
      </div>
    );
  }

  const others = load.devices.filter((d) => !d.current);
  return (
    <div className={s.devices}>
      <div className={s.devicesBar}>
        <p>지금 로그인되어 있는 기기입니다. 모르는 기기가 있으면 로그아웃하고 비밀번호를 바꿔 주세요.</p>
        <Button
          variant="outline"
          tone="danger"
          disabled={!hydrated || others.length === 0 || busy !== null}
          loading={busy === 'others'}
          loadingText="로그아웃 중…"
          onClick={() => void endOthers(others.length)}
        >
          다른 기기 모두 로그아웃
        </Button>
      </div>
      {load.devices.length === 0 ? (
        <EmptyState title="로그인된 기기가 없습니다." description="다시 로그인하면 이곳에 표시됩니다." />
      ) : (
        <ul className={s.deviceList} aria-label="로그인 기기">
          {load.devices.map((device) => (
            <DeviceRow
              key={device.id}
              device={device}
              busy={busy === device.id}
              disabled={!hydrated || busy !== null}
              onEnd={() => void endOne(device)}
            />
          ))}
        </ul>
      )}
      {load.devices.length > 0 && others.length === 0 ? <Callout tone="neutral">다른 기기에서 로그인되어 있지 않습니다.</Callout> : null}
      <ToasterOnDemand />
    </div>
  );
}

/** 로그인 기기 관리: the member's signed-in devices, this one first; the others can be signed out one by one or all. */
export function DeviceList(props: DeviceListProps) {
  return (
    <ErrorBoundary>
      <Devices {...props} />
    </ErrorBoundary>
  );
}
