import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { communityPostForm } from 'styled-system/recipes';
import { createPostWithProgress, updatePostWithProgress, uploadEditorImageWithProgress } from '../../api/board-uploads';
import type { CommunityBoardType } from '../../api/enums';
import { ApiError } from '../../api/errors';
import { TITLE_MAX } from '../../api/schema/common';
import type { Attachment } from '../../api/types';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Progress } from '../../ui/Progress';
import { RichTextEditor } from '../../ui/RichTextEditor';
import { TextField } from '../../ui/TextField';
import { ErrorBoundary } from '../shared/error-boundary/ErrorBoundary';
import { AttachmentFields } from '../shared/attachments/AttachmentFields';
import { useAttachments } from '../shared/attachments/use-attachments';
import { useHydrated } from '../shared/use-hydrated';
import { checkDraft, imageIdsIn, type DraftErrors } from './post-draft';
import { useLeaveWarning } from './use-leave-warning';
// The island-only recipes (scripts/build/island-recipes.mjs): a page links them only when it renders an island.
import '../../styles/islands.css';

export interface CommunityPostFormProps {
  board: CommunityBoardType;
  /** The board's list (`/community/{slug}`); a post's page is below it. */
  listPath: string;
  /** Absent: a new post. */
  post?: { id: number; title: string; content: string; hiddenNickname: boolean; attachments: Attachment[] };
  /** The list's search and page the edit was opened from (`?page=2…`), kept on the way back to the post. */
  listQuery?: string;
  /** Where the page goes after saving or on 취소 (stories watch it). */
  navigate?: (url: string) => void;
}

/** The post's page after saving, with its one-time message (`?done=created|updated`, FlashMessage on that page). */
export function savedPostHref(postHref: string, listQuery: string, done: 'created' | 'updated'): string {
  const params = new URLSearchParams(listQuery.replace(/^\?/, ''));
  params.set('done', done);
  return `${postHref}?${params}`;
}

const go = (url: string) => location.assign(url);

/** The posting rules, shown in the empty editor. */
export const POSTING_RULES = [
  '· 익명성을 지켜 주세요. 이름, 연락처 등 개인정보를 적지 마세요.',
  '· 거래처나 품목을 알아볼 수 있는 이름은 적지 마세요.',
  '· 지역을 짐작할 수 있는 표현은 피해 주세요.',
  '· 글의 내용에 대한 책임은 작성자에게 있습니다.',
].join('\n');

const s = communityPostForm();

const uploadImage = async (file: File, onProgress: (fraction: number) => void) => {
  const stored = await uploadEditorImageWithProgress(file, { onProgress: (p) => onProgress(p.total ? p.loaded / p.total : 0) });
  return { id: stored.s3fileId, url: stored.fileUrl };
};

function CommunityPostFormInner({ board, listPath: path, post, listQuery = '', navigate = go }: CommunityPostFormProps) {
  const verb = post ? '수정' : '작성';
  const existing = post?.attachments.filter((f) => f.type === 'ATTACHMENT') ?? [];
  const initialContent = post?.content ?? '';
  const [title, setTitle] = useState(post?.title ?? '');
  const [content, setContent] = useState(initialContent);
  // A hidden nickname stays hidden: editing can hide it, never show it again.
  const [hidden, setHidden] = useState(post?.hiddenNickname ?? false);
  const attachments = useAttachments(existing);
  const { files, kept } = attachments;
  const [errors, setErrors] = useState<DraftErrors>({});
  const [sending, setSending] = useState<number | null>(null);
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);

  // The title is uncontrolled so that what was typed before the island ran is kept; take it over once here.
  useEffect(() => {
    if (titleRef.current) setTitle(titleRef.current.value);
  }, []);
  useEffect(() => {
    if (errors.form) errorRef.current?.focus();
  }, [errors.form]);

  const dirty =
    sending === null &&
    (title !== (post?.title ?? '') || content !== initialContent || hidden !== (post?.hiddenNickname ?? false) || attachments.changed);
  const release = useLeaveWarning(dirty);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = checkDraft(title, content);
    setErrors(found);
    if (found.title) return titleRef.current?.focus();
    if (found.content) return form.current?.querySelector<HTMLElement>('[contenteditable=true]')?.focus();
    setSending(0);
    const onProgress = ({ loaded, total }: { loaded: number; total: number }) => setSending(total ? loaded / total : 0);
    const editorFileIds = imageIdsIn(content);
    try {
      let id = post?.id ?? 0;
      if (post) {
        await updatePostWithProgress(
          post.id,
          { title: title.trim(), content, hiddenNickname: hidden, keepFileIds: kept, editorFileIds },
          files,
          { onProgress },
        );
      } else {
        id = await createPostWithProgress(
          { boardType: board, title: title.trim(), content, hiddenNickname: hidden, editorFileIds },
          files,
          {
            onProgress,
          },
        );
      }
      release();
      navigate(savedPostHref(`${path}/${id}`, listQuery, post ? 'updated' : 'created'));
    } catch (error) {
      setSending(null);
      const detail = error instanceof ApiError ? error.message : '';
      setErrors({ form: `글 ${verb} 중 오류가 발생했습니다. ${detail || '다시 시도해 주세요.'}` });
    }
  }

  return (
    <form ref={form} className={s.root} onSubmit={submit} method="post" noValidate aria-label={`글 ${verb}`}>
      <div className={s.box}>
        <div className={s.anonymity}>
          <Checkbox
            checked={hidden}
            disabled={post?.hiddenNickname || !hydrated}
            onCheckedChange={(checked) => setHidden(checked === true)}
          >
            닉네임 숨기기
          </Checkbox>
          <p className={s.hint}>
            {post?.hiddenNickname
              ? '숨긴 닉네임은 수정해도 다시 보이지 않습니다.'
              : '숨기면 다른 회원에게는 닉네임 대신 익명으로 보입니다.'}
          </p>
        </div>
        <TextField
          label="제목"
          name="title"
          required
          defaultValue={post?.title}
          maxLength={TITLE_MAX}
          placeholder="제목을 입력해 주세요"
          onChange={(e) => {
            setTitle(e.target.value);
            if (errors.title) setErrors({ ...errors, title: undefined });
          }}
          errorText={errors.title}
          ref={titleRef}
        />
        <RichTextEditor
          label="작성내용"
          name="content"
          defaultValue={initialContent}
          placeholder={POSTING_RULES}
          uploadImage={uploadImage}
          disabled={sending !== null}
          errorText={errors.content}
          onChange={(html) => {
            setContent(html);
            if (errors.content) setErrors({ ...errors, content: undefined });
          }}
        />
        <AttachmentFields
          attachments={attachments}
          error={errors.files}
          onProblem={(problem) => setErrors({ ...errors, files: problem })}
        />
      </div>
      {sending !== null && (
        <Progress value={Math.round(sending * 100)} showValue label={files.length ? '글과 첨부파일을 올리는 중' : '글을 올리는 중'} />
      )}
      {errors.form && (
        <p className={s.formError} role="alert" tabIndex={-1} ref={errorRef}>
          {errors.form}
        </p>
      )}
      <div className={s.actions}>
        <Button href={post ? `${path}/${post.id}${listQuery}` : path} variant="outline" tone="neutral" size="lg">
          취소
        </Button>
        <Button type="submit" size="lg" disabled={!hydrated} loading={sending !== null} loadingText={post ? '저장 중…' : '등록 중…'}>
          {post ? '수정하기' : '작성하기'}
        </Button>
      </div>
    </form>
  );
}

/** New and edit form of a community post: hide nickname, title, rich text with images, attachments; Korean checks. */
export function CommunityPostForm(props: CommunityPostFormProps) {
  return (
    <ErrorBoundary>
      <CommunityPostFormInner {...props} />
    </ErrorBoundary>
  );
}
