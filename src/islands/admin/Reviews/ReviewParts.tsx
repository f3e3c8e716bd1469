import { consoleReview } from 'styled-system/recipes';
import { AccountStatus, MemberType } from '../../../api/enums';
import type { ReviewMember } from '../../../api/types';
import { formatDate } from '../../../lib/format';
import { Link } from '../../../ui/Link/Link';

const s = consoleReview();

/** A card's label / value pairs. */
export function Fields({ rows }: { rows: [string, string][] }) {
  return (
    <dl className={s.fields}>
      {rows.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt className={s.term}>{term}</dt>
          <dd className={s.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The member behind an application or a certificate (masked as the API answers), with a link to their page. */
export function MemberCard({ member }: { member: ReviewMember }) {
  return (
    <section className={s.card} aria-labelledby="member-title">
      <h2 id="member-title" className={s.cardTitle}>
        회원
      </h2>
      <Fields
        rows={[
          ['이름', member.name],
          ['아이디', member.userId],
          ['회원 유형', MemberType.label(member.memberType)],
          ['계정 상태', AccountStatus.label(member.accountStatus)],
          ['연락처', member.phoneNumber],
          ['이메일', member.email],
          ['출생연도', member.birthYear || '-'],
          ['가입일', formatDate(member.registrationDate)],
        ]}
      />
      <Link href={`/admin/members/${encodeURIComponent(member.userId)}`}>회원 정보 보기</Link>
    </section>
  );
}
