import type { CSSProperties, ReactNode } from 'react';
import { css } from 'styled-system/css';
import { text } from 'styled-system/recipes';
import { tokens, spacingSteps } from '../tokens';
import { textStyles, textSizes } from '../text-styles';
import { colorByName, colorGroups, contrast, flatten, pairedBackground, semanticColors } from './resolve';

const page = css({ display: 'grid', gap: '8', maxWidth: '1100px' });
const h2 = css({ textStyle: 'heading4.B', m: 0 });
const note = css({ textStyle: 'mediumText.R', color: 'fg.muted', whiteSpace: 'normal', m: 0 });
const mono = css({ fontFamily: 'mono', fontSize: 'small' });

function Section({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <section className={css({ display: 'grid', gap: '3' })}>
      <h2 className={h2}>{title}</h2>
      {description ? <p className={note}>{description}</p> : null}
      {children}
    </section>
  );
}

/** One mode's column: painted with that mode's own canvas and text colours, whatever the page's mode is. */
function ModePanel({ mode }: { mode: 'light' | 'dark' }) {
  const canvas = colorByName.get('canvas')![mode];
  const fg = colorByName.get('fg.default')![mode];
  const muted = colorByName.get('fg.muted')![mode];
  const border = colorByName.get('border')![mode];
  return (
    <div
      className={css({ borderRadius: 'lg', p: '4', display: 'grid', gap: '5', borderWidth: '1px' })}
      style={{ background: canvas, color: fg, borderColor: border }}
    >
      <h3 className={css({ textStyle: 'heading5.B', m: 0 })}>{mode === 'light' ? '라이트 모드' : '다크 모드'}</h3>
      {colorGroups.map((group) => (
        <div key={group.title} className={css({ display: 'grid', gap: '2' })}>
          <h4 className={css({ textStyle: 'mediumText.B', m: 0 })}>{group.title}</h4>
          <ul className={css({ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: '1.5' })}>
            {semanticColors
              .filter((c) => group.match.test(c.name))
              .map((c) => {
                const bgName = pairedBackground(c.name);
                const ratio = bgName ? contrast(c[mode], colorByName.get(bgName)![mode]) : null;
                return (
                  <li
                    key={c.name}
                    className={css({ display: 'grid', gridTemplateColumns: '40px 1fr auto', alignItems: 'center', gap: '3' })}
                  >
                    <span
                      aria-hidden="true"
                      className={css({ width: '10', height: '8', borderRadius: 'sm', borderWidth: '1px' })}
                      style={{ background: c[mode], borderColor: border }}
                    />
                    <span className={css({ display: 'grid' })}>
                      <span className={css({ textStyle: 'mediumText.M' })}>{c.name}</span>
                      <span className={mono} style={{ color: muted }}>
                        {c[mode]} · {mode === 'light' ? c.lightRef : c.darkRef}
                      </span>
                    </span>
                    {ratio ? (
                      <span className={mono} style={{ color: muted }} title={`${bgName} 대비`}>
                        {ratio.toFixed(1)}:1 {ratio >= 4.5 ? 'AA' : ratio >= 3 ? 'AA 큰 글자' : '미달'}
                      </span>
                    ) : (
                      <span />
                    )}
                  </li>
                );
              })}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** Semantic colours by role, light and dark side by side, with WCAG contrast against their background. */
export function ColorTokens() {
  const palettes = Object.entries(tokens.colors as Record<string, Record<string, { value: string }>>);
  return (
    <div className={page}>
      <Section
        title="색상 — 역할별 (semantic tokens)"
        description="컴포넌트는 이 역할 이름만 사용합니다. 각 역할은 라이트·다크 값을 가지며, 오른쪽 숫자는 글자색과 그 배경의 명암비(WCAG, AA 4.5:1 이상)입니다."
      >
        <div className={css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(420px, 1fr))', gap: '4' })}>
          <ModePanel mode="light" />
          <ModePanel mode="dark" />
        </div>
      </Section>
      <Section title="색상 — 원본 팔레트 (tokens)" description="역할 토큰이 참조하는 원본 값입니다. 화면에서 직접 쓰지 않습니다.">
        <div className={css({ display: 'grid', gap: '3' })}>
          {palettes.map(([name, scale]) => (
            <div key={name} className={css({ display: 'grid', gridTemplateColumns: '80px 1fr', alignItems: 'center', gap: '3' })}>
              <span className={css({ textStyle: 'mediumText.B' })}>{name}</span>
              <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '1.5' })}>
                {Object.entries(scale).map(([step, t]) => (
                  <span key={step} className={css({ display: 'grid', gap: '0.5', justifyItems: 'center', width: '16' })}>
                    <span
                      aria-hidden="true"
                      className={css({ width: '16', height: '8', borderRadius: 'sm', borderWidth: '1px', borderColor: 'border' })}
                      style={{ background: t.value }}
                    />
                    <span className={mono}>{step}</span>
                    <span className={css({ fontFamily: 'mono', fontSize: '10px', color: 'fg.muted' })}>{t.value}</span>
                  </span>
                ))}
              </div>
            </div>
          ))}
        </div>
      </Section>
    </div>
  );
}

const sample = '메디판다 파트너 포털 1,234,567원';

/** Every text style of the design system (size + weight letter), rendered with the `text` recipe. */
export function TypographyTokens() {
  const sizes = tokens.fontSizes as Record<string, { value: string }>;
  const weights = tokens.fontWeights as Record<string, { value: string }>;
  const rows = Object.entries(textStyles).flatMap(([size, byWeight]) =>
    Object.entries(byWeight as Record<string, { value: { fontSize: string; fontWeight: string; lineHeight: string } }>).map(([w, s]) => {
      const sizeKey = /\{fontSizes\.(.+)\}/.exec(s.value.fontSize)?.[1] ?? '';
      const weightKey = /\{fontWeights\.(.+)\}/.exec(s.value.fontWeight)?.[1] ?? '';
      return { name: `${size}.${w}`, px: sizes[sizeKey]?.value, weight: weights[weightKey]?.value, lineHeight: s.value.lineHeight };
    }),
  );
  return (
    <div className={page}>
      <Section
        title="타이포그래피 — 텍스트 스타일"
        description={`Pretendard. 이름은 크기 + 굵기 문자(B 700, M 500, R 400). 기본은 줄바꿈 없음(nowrap), 본문은 wrap으로 허용합니다. 크기 이름: ${Object.keys(textSizes).join(', ')}, heading1.7B.`}
      >
        <table
          className={css({
            borderCollapse: 'collapse',
            width: '100%',
            '& th, & td': {
              textAlign: 'start',
              py: '2',
              px: '3',
              borderBottomWidth: '1px',
              borderColor: 'border',
              verticalAlign: 'middle',
            },
          })}
        >
          <caption className={css({ srOnly: true })}>텍스트 스타일 목록</caption>
          <thead>
            <tr className={css({ textStyle: 'smallText.B', color: 'fg.muted' })}>
              <th scope="col">textStyle</th>
              <th scope="col">크기</th>
              <th scope="col">굵기</th>
              <th scope="col">줄 높이</th>
              <th scope="col">예시</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.name}>
                <th scope="row" className={mono}>
                  {r.name}
                </th>
                <td className={mono}>{r.px}</td>
                <td className={mono}>{r.weight}</td>
                <td className={mono}>{r.lineHeight}</td>
                <td>
                  <span className={text({ textStyle: r.name as never })}>{sample}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
    </div>
  );
}

const bar = (style: CSSProperties) => (
  <span aria-hidden="true" className={css({ display: 'block', bg: 'brand', borderRadius: 'xs', height: '3' })} style={style} />
);

/** Spacing scale, radii, shadows, z-index layers and durations, straight from tokens.ts. */
export function LayoutTokens() {
  const radii = Object.entries(tokens.radii as Record<string, { value: string }>);
  const shadows = Object.entries(tokens.shadows as Record<string, { value: string }>);
  const zIndex = flatten(tokens.zIndex as Record<string, unknown>);
  const durations = flatten(tokens.durations as Record<string, unknown>);
  const sizes = flatten(tokens.sizes as Record<string, unknown>);
  return (
    <div className={page}>
      <Section title="간격 (spacing)" description="4px 격자: 키 n = n × 4px. padding, margin, gap에 토큰 키로 씁니다 (예: p: '4' = 16px).">
        <div className={css({ display: 'grid', gridTemplateColumns: '60px 80px 1fr', gap: '1.5', alignItems: 'center' })}>
          {spacingSteps.map((n) => (
            <div key={n} className={css({ display: 'contents' })}>
              <span className={mono}>{n}</span>
              <span className={mono}>{n * 4}px</span>
              {bar({ width: `${n * 4}px` })}
            </div>
          ))}
        </div>
      </Section>
      <Section title="모서리 (radii)">
        <div className={css({ display: 'flex', gap: '4', flexWrap: 'wrap' })}>
          {radii.map(([name, t]) => (
            <div key={name} className={css({ display: 'grid', gap: '1', justifyItems: 'center' })}>
              <span
                aria-hidden="true"
                className={css({ width: '20', height: '16', bg: 'brand.subtle', borderWidth: '2px', borderColor: 'brand' })}
                style={{ borderRadius: t.value }}
              />
              <span className={mono}>
                {name} · {t.value}
              </span>
            </div>
          ))}
        </div>
      </Section>
      <Section title="그림자 (shadows)">
        <div className={css({ display: 'flex', gap: '6', flexWrap: 'wrap' })}>
          {shadows.map(([name, t]) => (
            <div key={name} className={css({ display: 'grid', gap: '2', justifyItems: 'center' })}>
              <span
                aria-hidden="true"
                className={css({ width: '32', height: '20', bg: 'surface.raised', borderRadius: 'lg' })}
                style={{ boxShadow: t.value }}
              />
              <span className={mono}>{name}</span>
            </div>
          ))}
        </div>
      </Section>
      <Section title="크기 · 쌓임 순서 · 시간 (sizes, zIndex, durations)">
        <ul className={css({ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: '1' })}>
          {[
            ...sizes.map(([k, v]) => [`sizes.${k}`, v.value]),
            ...zIndex.map(([k, v]) => [`zIndex.${k}`, v.value]),
            ...durations.map(([k, v]) => [`durations.${k}`, v.value]),
          ].map(([k, v]) => (
            <li key={String(k)} className={mono}>
              {String(k)} = {String(v)}
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
