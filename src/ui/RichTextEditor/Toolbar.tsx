import { useEditorState, type Editor } from '@tiptap/react';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { Tool } from './tools';

interface ToolbarProps {
  editor: Editor | null;
  groups: Tool[][];
  /** Names the toolbar for screen readers. */
  label: string;
  disabled?: boolean;
  /** Runs the tools without a `run` of their own (link, image). */
  onAction: (key: string) => void;
  classes: { toolbar: string; group: string; tool: string };
}

/**
 * The formatting toolbar: one tab stop, arrows (Home / End) move between the buttons (a roving tabindex). Marks and
 * blocks say whether the selection has them with aria-pressed; an unavailable action stays focusable with
 * aria-disabled, so the arrows never skip over it silently.
 */
export function Toolbar({ editor, groups, label, disabled, onAction, classes }: ToolbarProps) {
  const tools = groups.flat();
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e ? Object.fromEntries(tools.map((t) => [t.key, { pressed: t.active?.(e), can: t.can ? t.can(e) : true }])) : null,
  });

  function move(event: KeyboardEvent) {
    const last = tools.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? current === last
          ? 0
          : current + 1
        : event.key === 'ArrowLeft'
          ? current === 0
            ? last
            : current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  }

  let index = 0;
  return (
    <div role="toolbar" aria-label={label} aria-disabled={disabled || undefined} className={classes.toolbar} onKeyDown={move}>
      {groups.map((group, g) => (
        <div key={g} className={classes.group}>
          {group.map((tool) => {
            const i = index++;
            const off = disabled || !editor || state?.[tool.key]?.can === false;
            const pressed = tool.active ? Boolean(state?.[tool.key]?.pressed) : undefined;
            return (
              <button
                key={tool.key}
                ref={(el) => {
                  buttons.current[i] = el;
                }}
                type="button"
                className={classes.tool}
                tabIndex={i === current ? 0 : -1}
                aria-label={tool.label}
                title={tool.label}
                aria-pressed={pressed}
                aria-disabled={off || undefined}
                // Keep the text's selection: the editor stays focused while a button is clicked.
                onMouseDown={(e) => e.preventDefault()}
                onFocus={() => setCurrent(i)}
                onClick={() => {
                  if (off || !editor) return;
                  if (tool.run) tool.run(editor);
                  else onAction(tool.key);
                }}
              >
                {tool.icon}
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}
