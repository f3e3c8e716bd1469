import { count, eq, inArray, sql } from 'drizzle-orm';
import { communityBoards, isCsoMember, type CommunityBoardType, type MemberType } from '../../api/enums';
import { storeFiles } from '../files/staged';
import type { Db } from '../db';
import { prng } from './prng';
import { chartPng } from './assets';
import {
  anonymousComments,
  anonymousTopics,
  communityVoices,
  handWritten,
  matchingComments,
  matchingParts,
  pinnedNotices,
  replies,
  topicSuffixes,
  type ThreadSeed,
} from './community-data';
import { boardCommentLikes, boardComments, boardPostLikes, boardPosts, boardReports, members } from '../db/schema';

// The demo community: both boards with 66 threads each (the newest written out, older ones combined from parts by a
// seeded generator, so every database looks the same), comments and one level of replies, likes, images, hidden
// nicknames, a few reports, a blinded post, and the notices pinned above each board. Counters are derived from the
// rows at the end. Seeded once, when the community boards are empty.

const DAY = 86_400_000;
const POSTS_PER_BOARD = 66;
/** A password hash no password matches: the community's other voices cannot sign in. */
const NO_LOGIN = '!';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface Person {
  id: number;
  type: MemberType;
}

/** A thread to insert: its words and numbers, and its author's member id. */
type Thread = Omit<ThreadSeed, 'userId'> & { memberId: number | null };

export interface CommunitySeedCounts {
  posts: number;
  comments: number;
  likes: number;
  reports: number;
}

export async function seedCommunity(db: Db, now = new Date()): Promise<CommunitySeedCounts> {
  const none: CommunitySeedCounts = { posts: 0, comments: 0, likes: 0, reports: 0 };
  const boards = Object.keys(communityBoards) as CommunityBoardType[];
  const [existing] = await db.select({ n: count() }).from(boardPosts).where(inArray(boardPosts.boardType, boards));
  if ((existing?.n ?? 0) > 0) return none;

  await db
    .insert(members)
    .values(
      communityVoices.map((v, i) => ({
        userId: v.userId,
        passwordHash: NO_LOGIN,
        name: v.name,
        nickname: v.nickname,
        email: `${v.userId}@example.kr`,
        phoneNumber: `010-9${String(100 + i).padStart(3, '0')}-${String(4000 + i * 37).padStart(4, '0')}`,
        birthDate: `19${80 + (i % 15)}-0${1 + (i % 9)}-1${i % 10}`,
        partnerContractStatus: v.type,
        createdAt: new Date(now.getTime() - (400 - i * 7) * DAY),
      })),
    )
    .onConflictDoNothing({ target: members.userId });
  const userIds = [...communityVoices.map((v) => v.userId), 'demo_partner', 'demo_org', 'demo_cso', 'demo_member', 'demo_editor'];
  const people = await db
    .select({ id: members.id, userId: members.userId, type: members.partnerContractStatus })
    .from(members)
    .where(inArray(members.userId, userIds));
  const byLogin = new Map(people.map((p) => [p.userId, p]));
  const editorId = byLogin.get('demo_editor')?.id ?? null;
  const talkers: Person[] = people.filter((p) => p.userId !== 'demo_editor');
  if (talkers.length < 5) return none;

  const rand = prng(20261125);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const counts = { ...none };

  for (const board of boards) {
    const anonymous = board === 'ANONYMOUS';
    const crowd = anonymous ? talkers.filter((p) => isCsoMember(p.type)) : talkers;
    const written = handWritten[board].map(({ userId, ...th }) => ({ ...th, memberId: byLogin.get(userId)?.id ?? null }));
    const threads: Thread[] = [...written, ...generated(board, crowd, rand, pick)];

    const posts = await db
      .insert(boardPosts)
      .values(
        threads.map((th, i) => ({
          boardType: board,
          memberId: th.memberId,
          title: th.title,
          content: `<p>${esc(th.body)}</p>`,
          hiddenNickname: th.hidden,
          // One older thread was blinded by the editors after reports: members no longer see it.
          isBlind: i === threads.length - 3,
          viewsCount: th.views,
          createdAt: ago(th.daysAgo),
          updatedAt: ago(th.daysAgo),
        })),
      )
      .returning({ id: boardPosts.id, memberId: boardPosts.memberId, createdAt: boardPosts.createdAt });
    counts.posts += posts.length;

    // Pictures in every seventh thread (an editor image bound to its post, shown in the body).
    const pictured = posts.map((p, i) => ({ p, i })).filter(({ i }) => i % 7 === 3);
    for (const { p, i } of pictured) {
      const [img] = await storeFiles(
        db,
        [{ name: `현장사진_${i + 1}.png`, extension: 'png', contentType: 'image/png', bytes: chartPng(100 + i, [14, 90, 72]) }],
        { kind: 'EDITOR', boardPostId: p.id, uploaderId: p.memberId },
      );
      if (!img) continue;
      const th = threads[i] as Thread;
      await db
        .update(boardPosts)
        .set({ content: `<p>${esc(th.body)}</p><p><img src="/v1/files/${img.id}" alt="첨부 사진" width="240" height="160"></p>` })
        .where(eq(boardPosts.id, p.id));
    }

    // Comments first, then replies under them (about one in three), each later than what it answers.
    const sayings = anonymous ? anonymousComments : matchingComments;
    const tops: Array<typeof boardComments.$inferInsert> = [];
    const replyPlan: Array<{ topIndex: number; memberId: number; content: string; at: Date }> = [];
    for (const [i, p] of posts.entries()) {
      const wanted = (threads[i] as Thread).comments;
      let at = p.createdAt.getTime();
      const firstTop = tops.length;
      for (let k = 0; k < wanted; k++) {
        at += Math.floor(rand() * 6 * 3_600_000) + 60_000;
        const when = new Date(Math.min(at, now.getTime() - 60_000));
        // The post's author answers now and then (글쓴이 in anonymous threads).
        const author = p.memberId !== null && rand() < 0.2 ? p.memberId : (pick(crowd) as Person).id;
        if (k > 0 && rand() < 0.35) {
          const topIndex = firstTop + Math.floor(rand() * (tops.length - firstTop));
          if (topIndex < tops.length) {
            replyPlan.push({ topIndex, memberId: author, content: pick(replies), at: when });
            continue;
          }
        }
        tops.push({ postId: p.id, memberId: author, content: pick(sayings), createdAt: when, updatedAt: when });
      }
    }
    const topRows = tops.length ? await db.insert(boardComments).values(tops).returning({ id: boardComments.id }) : [];
    const replyRows = replyPlan.length
      ? await db
          .insert(boardComments)
          .values(
            replyPlan.map((r) => ({
              postId: tops[r.topIndex]?.postId as number,
              parentId: topRows[r.topIndex]?.id as number,
              memberId: r.memberId,
              content: r.content,
              createdAt: r.at,
              updatedAt: r.at,
            })),
          )
          .returning({ id: boardComments.id })
      : [];
    counts.comments += topRows.length + replyRows.length;

    // Likes: distinct members per post and per comment.
    const postLikes = posts.flatMap((p, i) =>
      sample(crowd, (threads[i] as Thread).likes, rand).map((m) => ({ postId: p.id, memberId: m.id })),
    );
    if (postLikes.length) await db.insert(boardPostLikes).values(postLikes);
    const commentLikes = [...topRows, ...replyRows].flatMap((c) =>
      sample(crowd, Math.floor(rand() * rand() * 5), rand).map((m) => ({ commentId: c.id, memberId: m.id })),
    );
    if (commentLikes.length) await db.insert(boardCommentLikes).values(commentLikes);
    counts.likes += postLikes.length + commentLikes.length;

    // A few reports: posts and comments by others.
    const reported = [posts[8], posts[21], posts[posts.length - 3]].filter((p) => !!p);
    const reportRows = reported.flatMap((p, k) =>
      sample(
        crowd.filter((m) => m.id !== p.memberId),
        2 + k,
        rand,
      ).map((m) => ({
        reporterId: m.id,
        postId: p.id,
        reportType: k === 2 ? ('ABUSE' as const) : ('SPAM' as const),
        reportContent: k === 2 ? '욕설/비속어' : '홍보/스팸',
      })),
    );
    const someComment = topRows[5];
    const commentReports = someComment
      ? [{ reporterId: (crowd[0] as Person).id, commentId: someComment.id, reportType: 'OTHER' as const, reportContent: '도배성 글' }]
      : [];
    if (reportRows.length) await db.insert(boardReports).values(reportRows).onConflictDoNothing();
    if (commentReports.length) await db.insert(boardReports).values(commentReports).onConflictDoNothing();
    counts.reports += commentReports.length;
    counts.reports += reportRows.length;

    // The notices pinned above this board.
    await db.insert(boardPosts).values(
      pinnedNotices[board].map((n, i) => ({
        boardType: 'NOTICE' as const,
        memberId: editorId,
        title: n.title,
        content: `<p>${esc(n.body)}</p>`,
        noticeType: communityBoards[board].pinnedNoticeType,
        fixedTop: true,
        viewsCount: 500 - i * 120,
        createdAt: ago(200 + i * 30),
        updatedAt: ago(200 + i * 30),
      })),
    );
  }

  // Counters from the rows.
  await db.execute(sql`
    update board_posts p set
      likes_count = (select count(*) from board_post_likes l where l.post_id = p.id),
      comment_count = (select count(*) from board_comments c where c.post_id = p.id and c.deleted_at is null and not c.is_blind)
    where p.board_type in ('MR_CSO_MATCHING', 'ANONYMOUS')`);
  await db.execute(sql`
    update board_comments c set likes_count = (select count(*) from board_comment_likes l where l.comment_id = c.id)
    where exists (select 1 from board_comment_likes l where l.comment_id = c.id)`);
  return counts;
}

/** The older threads of a board, drawn from the parts. */
function generated(board: CommunityBoardType, crowd: Person[], rand: () => number, pick: <T>(list: readonly T[]) => T): Thread[] {
  const out: Thread[] = [];
  const count = POSTS_PER_BOARD - handWritten[board].length;
  for (let i = 0; i < count; i++) {
    let title: string;
    let body: string;
    if (board === 'ANONYMOUS') {
      const topic = anonymousTopics[i % anonymousTopics.length] as { title: string; body: string };
      title = `${topic.title}${topicSuffixes[Math.floor(i / anonymousTopics.length) % topicSuffixes.length]}`;
      body = topic.body;
    } else {
      const ask = pick(matchingParts.asks);
      title = ask.title(pick(matchingParts.places), pick(matchingParts.departments));
      body = ask.body;
    }
    out.push({
      memberId: (pick(crowd) as Person).id,
      title,
      body,
      hidden: rand() < (board === 'ANONYMOUS' ? 0.7 : 0.15),
      daysAgo: 10 + i * 2.5 + rand() * 2,
      views: 20 + Math.floor(rand() * 380),
      likes: Math.floor(rand() * rand() * 12),
      comments: Math.floor(rand() * 9),
    });
  }
  return out;
}

/** `n` distinct members, drawn with the seeded generator. */
function sample<T>(list: readonly T[], n: number, rand: () => number): T[] {
  const pool = [...list];
  const out: T[] = [];
  while (out.length < n && pool.length) out.push(pool.splice(Math.floor(rand() * pool.length), 1)[0] as T);
  return out;
}
