import { count, eq, inArray } from 'drizzle-orm';
import { formatDate } from '../../lib/format';
import { sanitizeRichText } from '../../lib/sanitize';
import { storeFiles } from '../files/staged';
import type { AcceptedFile } from '../files/uploads';
import type { Db } from '../db';
import { bannerSeeds, eventPromotionLinks, eventSeeds, faqSeeds, inquirySeeds, noticeSeeds, type NoticeSeed } from './content-data';
import { bannerSvg, chartPng, eventThumbnailSvg, makePdf } from './assets';
import { banners, boardPosts, events, members, storedFiles } from '../db/schema';
import { seedFigures } from './figures';

// Demo content: notices, FAQ, events with card images, banners, 1:1 inquiries with answers, and the
// figures of the home hero. Seeded once, when the content tables are empty; dates are relative to now.

const DAY = 86_400_000;

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function noticeHtml(n: NoticeSeed): string {
  let html = n.paragraphs.map((p) => `<p>${esc(p)}</p>`).join('');
  if (n.list) html += `<ul>${n.list.map((li) => `<li>${esc(li)}</li>`).join('')}</ul>`;
  if (n.table) {
    html += `<table><thead><tr>${n.table.head.map((h) => `<th>${esc(h)}</th>`).join('')}</tr></thead><tbody>`;
    html += n.table.rows.map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`).join('');
    html += '</tbody></table>';
  }
  html += n.company ? `<p>문의: ${esc(n.company)} 담당 매니저 또는 메디판다 고객센터(070-8666-1102)</p>` : '<p>메디판다 운영팀 드림</p>';
  return sanitizeRichText(html);
}

const file = (name: string, kind: 'pdf' | 'png' | 'svg', bytes: Uint8Array): AcceptedFile => ({
  name,
  extension: kind,
  contentType: kind === 'pdf' ? 'application/pdf' : kind === 'png' ? 'image/png' : 'image/svg+xml',
  bytes,
});

/** The paragraph of an event's body that links to its promotion page, if it has one. */
const promotionParagraph = (tag: string) => {
  const link = eventPromotionLinks[tag];
  return link ? `<p><a href="${esc(link.href)}">${esc(link.label)}</a></p>` : '';
};

function attachmentFile(name: string, kind: 'pdf' | 'png', n: number): AcceptedFile {
  if (kind === 'png') return file(name, 'png', chartPng(n));
  return file(
    name,
    'pdf',
    makePdf([
      'Medipanda partner portal',
      `Attachment #${n + 1}`,
      'This is a demo document generated for the notice board.',
      new Date().toISOString().slice(0, 10),
    ]),
  );
}

export interface ContentSeedCounts {
  notices: number;
  faq: number;
  events: number;
  banners: number;
  inquiries: number;
  files: number;
}

/** Seeds the demo content when there is none yet; answers what it added (all zero when it was already there). */
export async function seedContent(db: Db, now = new Date()): Promise<ContentSeedCounts> {
  const empty: ContentSeedCounts = { notices: 0, faq: 0, events: 0, banners: 0, inquiries: 0, files: 0 };
  const [existing] = await db.select({ n: count() }).from(boardPosts);
  if ((existing?.n ?? 0) > 0) return empty;

  const people = await db
    .select({ id: members.id, userId: members.userId })
    .from(members)
    .where(inArray(members.userId, ['demo_partner', 'demo_org', 'demo_cso', 'demo_member', 'demo_editor']));
  const idOf = (userId: string) => people.find((p) => p.userId === userId)?.id ?? null;
  const editorId = idOf('demo_editor');
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  let filesAdded = 0;

  // Notices.
  const notices = await db
    .insert(boardPosts)
    .values(
      noticeSeeds.map((n) => ({
        boardType: 'NOTICE' as const,
        memberId: editorId,
        title: n.title,
        content: noticeHtml(n),
        isExposed: !n.unpublished,
        exposureRange: n.range ?? 'ALL',
        noticeType: n.type,
        drugCompany: n.company,
        fixedTop: !!n.pinned,
        viewsCount: n.views,
        createdAt: ago(n.daysAgo),
        updatedAt: ago(n.daysAgo),
      })),
    )
    .returning({ id: boardPosts.id });
  for (const [i, n] of noticeSeeds.entries()) {
    const postId = notices[i]?.id;
    if (!postId || !n.attachments) continue;
    const stored = await storeFiles(
      db,
      n.attachments.map((a, k) => attachmentFile(a.name, a.kind, i + k)),
      { kind: 'ATTACHMENT', boardPostId: postId, uploaderId: editorId },
    );
    filesAdded += stored.length;
  }
  // One notice shows an image inside its body (an editor image).
  const withImage = noticeSeeds.findIndex((n) => n.title.startsWith('로수바미브정'));
  const withImageId = notices[withImage]?.id;
  if (withImageId) {
    const [img] = await storeFiles(db, [file('약가변경표.png', 'png', chartPng(7, [14, 33, 72]))], {
      kind: 'EDITOR',
      boardPostId: withImageId,
      uploaderId: editorId,
    });
    if (img) {
      filesAdded += 1;
      const n = noticeSeeds[withImage] as NoticeSeed;
      await db
        .update(boardPosts)
        .set({
          content: `${noticeHtml(n)}<p><img src="/v1/files/${img.id}" alt="로수바미브정 함량별 약가 변경표" width="240" height="160"></p>`,
        })
        .where(eq(boardPosts.id, withImageId));
    }
  }

  // FAQ.
  const faqs = await db
    .insert(boardPosts)
    .values(
      faqSeeds.map((f) => ({
        boardType: 'FAQ' as const,
        memberId: editorId,
        title: f.q,
        content: sanitizeRichText(
          f.a.map((p) => `<p>${esc(p)}</p>`).join('') + (f.list ? `<ol>${f.list.map((li) => `<li>${esc(li)}</li>`).join('')}</ol>` : ''),
        ),
        viewsCount: 40 + Math.round(f.daysAgo * 3),
        createdAt: ago(f.daysAgo),
        updatedAt: ago(f.daysAgo),
      })),
    )
    .returning({ id: boardPosts.id });
  for (const [i, f] of faqSeeds.entries()) {
    if (!f.attachment || !faqs[i]) continue;
    filesAdded += (
      await storeFiles(db, [attachmentFile(f.attachment, 'pdf', 40 + i)], {
        kind: 'ATTACHMENT',
        boardPostId: faqs[i].id,
        uploaderId: editorId,
      })
    ).length;
  }

  // Events: card image (public), backing post, period.
  const thumbs = await storeFiles(
    db,
    eventSeeds.map((e, i) => file(`event-${i + 1}.svg`, 'svg', eventThumbnailSvg(i, e.tag, e.headline, e.sub))),
    { kind: 'THUMBNAIL', uploaderId: editorId, isPublic: true },
  );
  filesAdded += thumbs.length;
  const eventPosts = await db
    .insert(boardPosts)
    .values(
      eventSeeds.map((e) => {
        const start = ago(e.startDaysAgo);
        return {
          boardType: 'EVENT' as const,
          memberId: editorId,
          title: e.title,
          content: sanitizeRichText(
            `<h2>${esc(e.headline)}</h2><p>${esc(e.description)}</p><ul><li>기간: ${formatDate(start)} ~ ${formatDate(new Date(start.getTime() + e.lengthDays * DAY))}</li><li>대상: ${
              e.range === 'CONTRACTED' ? '파트너 계약 회원' : e.range === 'UNCONTRACTED' ? '파트너 계약 전 회원' : '메디판다 전체 회원'
            }</li><li>혜택: ${esc(e.sub)}</li></ul>${promotionParagraph(e.tag)}<p>당첨자는 이벤트 종료 후 2주 안에 개별 안내해 드립니다. 자세한 내용은 <a href="/customer-service/faq">FAQ</a>를 참고해 주세요.</p>`,
          ),
          isExposed: !e.unpublished,
          exposureRange: e.range ?? 'ALL',
          viewsCount: e.views,
          createdAt: new Date(Math.min(start.getTime(), now.getTime()) - DAY),
          updatedAt: new Date(Math.min(start.getTime(), now.getTime()) - DAY),
        };
      }),
    )
    .returning({ id: boardPosts.id });
  await db.insert(events).values(
    eventSeeds.map((e, i) => {
      const start = ago(e.startDaysAgo);
      return {
        boardPostId: (eventPosts[i] as { id: number }).id,
        description: e.description,
        thumbnailFileId: thumbs[i]?.id ?? null,
        startAt: start,
        endAt: new Date(start.getTime() + e.lengthDays * DAY),
        createdAt: new Date(Math.min(start.getTime(), now.getTime()) - DAY),
      };
    }),
  );

  // Banners.
  const bannerImages = await storeFiles(
    db,
    bannerSeeds.map((b, i) => file(`banner-${i + 1}.svg`, 'svg', bannerSvg(i, b.eyebrow, b.headline, b.cta))),
    { kind: 'BANNER', uploaderId: editorId, isPublic: true },
  );
  filesAdded += bannerImages.length;
  await db.insert(banners).values(
    bannerSeeds.map((b, i) => ({
      title: b.title,
      imageFileId: bannerImages[i]?.id ?? null,
      linkUrl: b.linkUrl,
      position: b.position,
      scope: b.scope,
      status: b.hidden ? ('HIDDEN' as const) : ('VISIBLE' as const),
      startAt: b.expired ? ago(60) : ago(20),
      endAt: b.expired ? ago(45) : ago(-40),
      displayOrder: i,
      viewCount: 1200 + i * 311,
      clickCount: 40 + i * 17,
    })),
  );

  // 1:1 inquiries, some answered by the operations team.
  let inquiries = 0;
  for (const [i, q] of inquirySeeds.entries()) {
    const memberId = idOf(q.userId);
    if (!memberId) continue;
    const [inq] = await db
      .insert(boardPosts)
      .values({
        boardType: 'INQUIRY',
        memberId,
        title: q.title,
        content: q.body.map((p) => `<p>${esc(p)}</p>`).join(''),
        createdAt: ago(q.daysAgo),
        updatedAt: ago(q.daysAgo),
      })
      .returning({ id: boardPosts.id });
    if (!inq) continue;
    inquiries += 1;
    if (q.attachment) {
      filesAdded += (
        await storeFiles(db, [attachmentFile(q.attachment.name, q.attachment.kind, 60 + i)], {
          kind: 'ATTACHMENT',
          boardPostId: inq.id,
          uploaderId: memberId,
        })
      ).length;
    }
    if (q.answer) {
      const at = new Date(ago(q.daysAgo).getTime() + (q.answerAfterHours ?? 4) * 3_600_000);
      const [answer] = await db
        .insert(boardPosts)
        .values({
          boardType: 'INQUIRY',
          parentId: inq.id,
          memberId: editorId,
          title: `RE: ${q.title}`,
          content: q.answer.map((p) => `<p>${esc(p)}</p>`).join(''),
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: boardPosts.id });
      if (answer && q.answerAttachments?.length) {
        filesAdded += (
          await storeFiles(
            db,
            q.answerAttachments.map((f, n) => attachmentFile(f.name, f.kind, 80 + i * 4 + n)),
            { kind: 'ATTACHMENT', boardPostId: answer.id, uploaderId: editorId },
          )
        ).length;
      }
    }
  }

  await seedFigures(db, now);
  const [filesNow] = await db.select({ n: count() }).from(storedFiles);
  return {
    notices: notices.length,
    faq: faqs.length,
    events: eventPosts.length,
    banners: bannerSeeds.length,
    inquiries,
    files: Math.max(filesAdded, filesNow?.n ?? 0),
  };
}
