import { useEffect, useRef, useState, useSyncExternalStore, type MouseEvent, type SubmitEvent } from 'react';
import { css } from 'styled-system/css';
import { fileUpload } from 'styled-system/recipes';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { Textarea } from '../../ui/Textarea';
import { formatFileSize, toNfcFile } from '../../ui/FileUpload/nfc';
import { FileIcon, UploadIcon } from '../../ui/icons';
import { ApiError } from '../../api/errors';
import type { Attachment } from '../../api/types';
import { contentSchema, titleSchema } from '../../api/schema/post';
import { TITLE_MAX } from '../../api/schema/common';
import { safeParse } from 'valibot';
import { ATTACHMENT_EXTENSIONS, extensionOf, MAX_ATTACHMENTS, MAX_FILE_BYTES } from '../../api/uploads';
import { textToHtml } from '../../lib/rich-text';
import { api } from '../../lib/browser-api';
import { confirm } from '../../stores/dialog';
import { ErrorBoundary } from '../ErrorBoundary/ErrorBoundary';

export interface InquiryFormProps {
  mode: 'create' | 'edit';
  /** The member's login id (the inquiry's author). */
  userId: string;
  inquiryId?: number;
  initialTitle?: string;
  /** The body as plain text (paragraphs separated by blank lines). */
  initialText?: string;
  /** Files already attached (edit). */
  existing?: Attachment[];
  /** Where 취소 goes, and the list state to keep (query string starting with ? or empty). */
  cancelHref: string;
  listQuery?: string;
}

const TEXT_MAX = 5000;
const ACCEPT = ATTACHMENT_EXTENSIONS.map((ext) => `.${ext}`).join(',');

type Errors = { title?: string; text?: string; files?: string; form?: string };

const s = {
  form: css({ display: 'grid', gap: '6', maxW: '720px' }),
  box: css({ display: 'grid', gap: '5', border: '1px solid', borderColor: 'border', borderRadius: 'lg', p: { base: '4', md: '6' }, bg: 'surface' }),
  filesTitle: css({ textStyle: 'mediumText.M', color: 'fg.default' }),
  existing: css({ display: 'grid', gap: '2', listStyle: 'none', p: 0, m: 0 }),
  removed: css({ opacity: 0.6, '& [data-name]': { textDecoration: 'line-through' } }),
  formError: css({ textStyle: 'mediumText.M', color: 'danger', whiteSpace: 'normal', bg: 'danger.subtle', borderRadius: 'md', px: '4', py: '3' }),
  actions: css({ display: 'flex', gap: '3', justifyContent: 'center' }),
};

/**
 * 파일 첨부: a native file input behind the kit's button and drop-zone styles (the kit's Ark FileUpload would put this
 * form island over its 110 KiB budget). Names become NFC as soon as files are chosen; type, size and count
 * are checked here first, in Korean, and again by the server.
 */
function FilePicker({ files, room, error, onChange }: { files: File[]; room: number; error?: string; onChange: (files: File[], problem?: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const classes = fileUpload();
  const helpId = 'attach-help';
  const errorId = 'attach-error';
  function add(list: FileList | null) {
    if (!list?.length) return;
    const next = [...files];
    let problem: string | undefined;
    for (const raw of [...list].map(toNfcFile)) {
      if (!(ATTACHMENT_EXTENSIONS as readonly string[]).includes(extensionOf(raw.name))) problem = `올릴 수 없는 파일 형식입니다: ${raw.name}`;
      else if (raw.size > MAX_FILE_BYTES) problem = `파일 크기는 10MB 이하여야 합니다: ${raw.name}`;
      else if (raw.size === 0) problem = `빈 파일은 올릴 수 없습니다: ${raw.name}`;
      else if (next.length >= room) problem = `첨부파일은 ${MAX_ATTACHMENTS}개까지 올릴 수 있습니다.`;
      else if (!next.some((f) => f.name === raw.name && f.size === raw.size)) next.push(raw);
    }
    onChange(next, problem);
    if (input.current) input.current.value = '';
  }
  return (
    <div className={classes.root}>
      <span className={classes.label} id="attach-label">
        파일 첨부
      </span>
      <div
        className={classes.dropzone}
        data-dragging={dragging ? '' : undefined}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          add(e.dataTransfer.files);
        }}
      >
        <UploadIcon />
        <span>파일을 여기로 끌어다 놓거나</span>
        <Button type="button" size="sm" variant="outline" tone="brand" onClick={() => input.current?.click()} disabled={room === 0} aria-describedby={`${helpId}${error ? ` ${errorId}` : ''}`}>
          파일 올리기
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          accept={ACCEPT}
          className={css({ srOnly: true })}
          tabIndex={-1}
          aria-labelledby="attach-label"
          onChange={(e) => add(e.currentTarget.files)}
        />
      </div>
      <p className={css({ textStyle: 'smallText.R', color: 'fg.muted', whiteSpace: 'normal' })} id={helpId}>
        파일은 {MAX_ATTACHMENTS}개까지, 하나에 10MB까지 올릴 수 있습니다. ({ATTACHMENT_EXTENSIONS.join(', ')})
      </p>
      {error && (
        <p className={css({ textStyle: 'smallText.M', color: 'danger', whiteSpace: 'normal' })} id={errorId} role="alert">
          {error}
        </p>
      )}
      {files.length > 0 && (
        <ul className={classes.itemGroup} aria-label="첨부한 파일">
          {files.map((f) => (
            <li key={`${f.name}-${f.size}`} className={classes.item}>
              <span className={classes.itemPreview}>
                <FileIcon />
              </span>
              <span className={classes.itemInfo}>
                <span className={classes.itemName}>{f.name}</span>
                <span className={classes.itemSizeText}>{formatFileSize(f.size)}</span>
              </span>
              <Button type="button" size="sm" variant="ghost" tone="danger" onClick={() => onChange(files.filter((x) => x !== f))} aria-label={`${f.name} 빼기`}>
                빼기
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const subscribeNothing = () => () => {};

function InquiryFormInner({ mode, inquiryId, initialTitle = '', initialText = '', existing = [], cancelHref, listQuery = '' }: InquiryFormProps) {
  const [title, setTitle] = useState(initialTitle);
  const [text, setText] = useState(initialText);
  const [kept, setKept] = useState<number[]>(existing.map((f) => f.s3fileId));
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  // Until the island runs, the submit button stays disabled: nothing is sent by a plain form post in the meantime.
  const hydrated = useSyncExternalStore(subscribeNothing, () => true, () => false);
  const titleRef = useRef<HTMLInputElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  // The fields are uncontrolled, so that what was typed before the island ran is kept; take it over once here.
  useEffect(() => {
    if (titleRef.current) setTitle(titleRef.current.value);
    if (textRef.current) setText(textRef.current.value);
  }, []);
  const room = Math.max(0, MAX_ATTACHMENTS - kept.length);
  const dirty = title !== initialTitle || text !== initialText || files.length > 0 || kept.length !== existing.length;

  function validate(): Errors {
    const found: Errors = {};
    const titleCheck = safeParse(titleSchema, title);
    if (!titleCheck.success) found.title = titleCheck.issues[0].message;
    const textCheck = safeParse(contentSchema, text);
    if (!text.trim()) found.text = '문의 내용을 입력해 주세요.';
    else if (!textCheck.success) found.text = textCheck.issues[0].message;
    if (files.length > room) found.files = `첨부파일은 ${MAX_ATTACHMENTS}개까지 올릴 수 있습니다.`;
    const bad = files.find((f) => f.size > MAX_FILE_BYTES || !(ATTACHMENT_EXTENSIONS as readonly string[]).includes(extensionOf(f.name)));
    if (bad) found.files = `올릴 수 없는 파일입니다: ${bad.name}`;
    return found;
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (found.title) return titleRef.current?.focus();
    if (found.text) return textRef.current?.focus();
    if (found.files) return;
    setSubmitting(true);
    try {
      const content = textToHtml(text);
      let id = inquiryId ?? 0;
      if (mode === 'create') {
        id = await api.inquiries.create({ title: title.trim(), content }, files);
      } else {
        await api.inquiries.update(id, { title: title.trim(), content, keepFileIds: kept }, files);
      }
      const next = new URLSearchParams(listQuery.replace(/^\?/, ''));
      next.set('done', mode === 'create' ? 'created' : 'updated');
      location.assign(`/customer-service/inquiry/${id}?${next.toString()}`);
    } catch (error) {
      setSubmitting(false);
      const detail = error instanceof ApiError ? error.message : '';
      setErrors({ form: `글 ${mode === 'create' ? '작성' : '수정'} 중 오류가 발생했습니다. ${detail || '다시 시도해 주세요.'}` });
      requestAnimationFrame(() => errorRef.current?.focus());
    }
  }

  async function cancel(event: MouseEvent<HTMLAnchorElement>) {
    if (!dirty) return;
    event.preventDefault();
    if (await confirm('작성 중인 내용이 저장되지 않습니다. 그래도 나가시겠습니까?', { title: '작성 취소' })) location.assign(cancelHref);
  }

  const toggle = (id: number) => setKept((k) => (k.includes(id) ? k.filter((x) => x !== id) : [...k, id]));
  const classes = fileUpload();

  return (
    <form className={s.form} onSubmit={submit} method="post" noValidate aria-label={mode === 'create' ? '1:1 문의 작성' : '1:1 문의 수정'}>
      <div className={s.box}>
        <TextField
          label="제목"
          name="title"
          required
          defaultValue={initialTitle}
          maxLength={TITLE_MAX}
          placeholder="제목을 입력해 주세요"
          onChange={(e) => {
            setTitle(e.target.value);
            if (errors.title) setErrors({ ...errors, title: undefined });
          }}
          errorText={errors.title}
          ref={titleRef}
        />
        <Textarea
          label="문의내용"
          name="content"
          required
          rows={10}
          defaultValue={initialText}
          maxLength={TEXT_MAX}
          helpText={`${text.length.toLocaleString('ko-KR')} / ${TEXT_MAX.toLocaleString('ko-KR')}자`}
          placeholder="궁금한 점을 자세히 적어 주세요. 개인정보(주민등록번호, 계좌 비밀번호 등)는 적지 마세요."
          onChange={(e) => {
            setText(e.target.value);
            if (errors.text) setErrors({ ...errors, text: undefined });
          }}
          errorText={errors.text}
          ref={textRef}
        />
        {existing.length > 0 && (
          <div className={css({ display: 'grid', gap: '2' })}>
            <p className={s.filesTitle} id="existing-files">올린 파일</p>
            <ul className={s.existing} aria-labelledby="existing-files">
              {existing.map((f) => {
                const keep = kept.includes(f.s3fileId);
                return (
                  <li key={f.s3fileId} className={`${classes.item} ${keep ? '' : s.removed}`} data-testid="existing-file">
                    <span className={classes.itemPreview}>
                      <FileIcon />
                    </span>
                    <span className={classes.itemInfo}>
                      <span className={classes.itemName} data-name>
                        {f.originalFileName}
                      </span>
                      <span className={classes.itemSizeText}>{keep ? (f.fileSize != null ? formatFileSize(f.fileSize) : '') : '저장하면 삭제됩니다'}</span>
                    </span>
                    <Button type="button" size="sm" variant="ghost" tone={keep ? 'danger' : 'neutral'} onClick={() => toggle(f.s3fileId)} aria-label={`${f.originalFileName} ${keep ? '삭제' : '삭제 취소'}`}>
                      {keep ? '삭제' : '되돌리기'}
                    </Button>
                  </li>
                );
              })}
            </ul>
          </div>
        )}
        <FilePicker files={files} room={room} error={errors.files} onChange={(next, problem) => {
          setFiles(next);
          setErrors({ ...errors, files: problem });
        }} />
      </div>
      {errors.form && (
        <p className={s.formError} role="alert" tabIndex={-1} ref={errorRef}>
          {errors.form}
        </p>
      )}
      <div className={s.actions}>
        <Button href={cancelHref} variant="outline" tone="neutral" size="lg" onClick={cancel}>
          취소
        </Button>
        <Button type="submit" size="lg" disabled={!hydrated} loading={submitting} loadingText={mode === 'create' ? '등록 중…' : '저장 중…'}>
          {mode === 'create' ? '문의하기' : '수정하기'}
        </Button>
      </div>
    </form>
  );
}

/** The 1:1 inquiry form (create and edit): title, body, attachments to add and remove; Korean validation and errors. */
export function InquiryForm(props: InquiryFormProps) {
  return (
    <ErrorBoundary>
      <InquiryFormInner {...props} />
    </ErrorBoundary>
  );
}
