/**
 * The tiptap editor behind `RichTextField`. Browser only (`.client`): `rich-text-field.tsx` imports
 * it lazily after hydration, so tiptap is a separate chunk loaded only by pages with a rich-text
 * field. What it can hold (and how it is checked) is `extensions.ts`; its toolbar, `toolbar.tsx`.
 */
import { EditorContent, useEditor, type Editor } from "@tiptap/react";
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "~/utils/i18n/translation";
import { editorExtensions } from "./extensions";
import { Toolbar } from "./toolbar";

export interface RichTextEditorProps {
  name: string;
  /** The id of the editable region (the textarea's id before the editor loaded). */
  fieldId: string;
  /** The id of the visible label, referenced by `aria-labelledby`. */
  labelId: string;
  dir?: "rtl" | "ltr";
  required?: boolean;
  invalid?: boolean;
  describedBy?: string;
  /** The HTML to start from: the textarea's current value (the user may have typed already). */
  getInitialHtml: () => string;
  /** A changed value after mount (another record on the same route) replaces the content. */
  defaultValue?: string;
  onReady: (api: { focus: () => void }) => void;
}

function serialise(editor: Editor): string {
  return editor.isEmpty ? "" : editor.getHTML();
}

export default function RichTextEditor({
  name,
  fieldId,
  labelId,
  dir,
  required,
  invalid,
  describedBy,
  getInitialHtml,
  defaultValue,
  onReady,
}: RichTextEditorProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [message, setMessage] = useState("");
  const [initialHtml] = useState(getInitialHtml);
  const tRef = useRef(t);
  tRef.current = t;

  const attributes = useMemo(() => {
    const attrs: Record<string, string> = {
      id: fieldId,
      role: "textbox",
      "aria-multiline": "true",
      "aria-labelledby": labelId,
      class: "rte-content",
      spellcheck: "true",
    };
    if (dir) attrs.dir = dir;
    if (required) attrs["aria-required"] = "true";
    if (invalid) attrs["aria-invalid"] = "true";
    if (describedBy) attrs["aria-describedby"] = describedBy;
    return attrs;
  }, [fieldId, labelId, dir, required, invalid, describedBy]);

  const editor = useEditor({
    // React 18 + SSR: create the editor after mount, never during render.
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    extensions: editorExtensions((text) => tRef.current("editor.taskCheckbox", { text: text || tRef.current("editor.emptyTask") })),
    content: initialHtml,
    editorProps: { attributes },
    onCreate: ({ editor: created }) => {
      if (inputRef.current) inputRef.current.value = serialise(created);
    },
    onUpdate: ({ editor: updated }) => {
      if (inputRef.current) inputRef.current.value = serialise(updated);
    },
  });

  // Attributes change after a failed submit (aria-invalid): update them without a new editor.
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setOptions({ editorProps: { attributes } });
  }, [editor, attributes]);

  // Another record on the same route: start over from its value.
  const lastDefault = useRef(defaultValue);
  useEffect(() => {
    if (!editor || editor.isDestroyed || defaultValue === lastDefault.current) return;
    lastDefault.current = defaultValue;
    editor.commands.setContent(defaultValue ?? "", { emitUpdate: true });
  }, [editor, defaultValue]);

  // Before paint: the field swaps its textarea for this editor in the same frame.
  const onReadyRef = useRef(onReady);
  onReadyRef.current = onReady;
  useLayoutEffect(() => {
    if (!editor) return;
    onReadyRef.current({ focus: () => editor.commands.focus() });
  }, [editor]);

  if (!editor) return null;
  return (
    <div className="rte" data-content-dir={dir}>
      <Toolbar editor={editor} contentDir={dir} controls={fieldId} onMessage={setMessage} />
      <EditorContent editor={editor} className="rte-surface" onInput={() => message && setMessage("")} />
      <input
        type="hidden"
        name={name}
        ref={(element) => {
          inputRef.current = element;
          if (element) element.value = serialise(editor);
        }}
      />
      <p className="rte-status" role="status" aria-live="polite">
        {message}
      </p>
    </div>
  );
}
