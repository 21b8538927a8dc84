/**
 * The tiptap editor behind `RichTextField`. Browser only (`.client`): `rich-text-field.tsx` imports
 * it lazily after hydration, so tiptap is a separate chunk loaded only by pages with a rich-text
 * field. The formats and URL rules match the server sanitiser (`~/server/sanitize.server.ts`):
 * indent levels are the classes `ql-indent-1..8`, videos are YouTube-nocookie/Vimeo iframes.
 */
import Image from "@tiptap/extension-image";
import { Link } from "@tiptap/extension-link";
import { TaskItem, TaskList } from "@tiptap/extension-list";
import Subscript from "@tiptap/extension-subscript";
import Superscript from "@tiptap/extension-superscript";
import { EditorContent, Extension, Node, useEditor, type CommandProps, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import type { Node as PMNode } from "@tiptap/pm/model";
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "~/utils/translation";
import { clampIndent, indentClass, parseIndent, safeImageSrc, safeLinkHref, videoEmbedSrc } from "~/utils/rich-text-rules";
import { Toolbar } from "./toolbar";

declare module "@tiptap/core" {
  interface Commands<ReturnType> {
    indent: {
      /** Raises the indent level (up to 8) of the selected paragraphs, headings or list items. */
      indent: () => ReturnType;
      /** Lowers the indent level of the selected paragraphs, headings or list items. */
      outdent: () => ReturnType;
      /** Removes every indent level in the selection. */
      unsetIndent: () => ReturnType;
    };
    video: {
      /** Inserts a YouTube or Vimeo player; false when the address is not one of them. */
      setVideo: (url: string) => ReturnType;
    };
  }
}

/**
 * No keyboard trap (WCAG 2.1.2): Tab indents inside a list, so Escape always leaves the text for
 * the editor's toolbar, from where Tab and Shift+Tab go on through the form.
 */
const LeaveWithEscape = Extension.create({
  name: "leaveWithEscape",
  addKeyboardShortcuts() {
    return {
      Escape: () => {
        const stop = this.editor.view.dom.closest(".rte")?.querySelector<HTMLElement>('.rte-toolbar button[tabindex="0"]');
        if (!stop) return false;
        stop.focus();
        return true;
      },
    };
  },
});

const INDENTED_BLOCKS = ["paragraph", "heading"];
const LIST_ITEMS = ["listItem", "taskItem"];

const levelOf = (node: PMNode) => clampIndent(Number(node.attrs.indent ?? 0));

/**
 * What the indent applies to: each selected paragraph/heading, or the list item around it. A
 * paragraph inside a list item may still carry a level from before it was put in a list: that
 * level moves to the item (`inner`), so indent and outdent act on one visible level.
 */
function indentTargets(doc: PMNode, from: number, to: number) {
  const targets = new Map<number, { node: PMNode; inner?: { pos: number; node: PMNode } }>();
  doc.nodesBetween(from, to, (node, pos) => {
    if (!node.isTextblock) return true;
    const $pos = doc.resolve(pos);
    const parent = $pos.parent;
    if (LIST_ITEMS.includes(parent.type.name) && $pos.depth > 0) {
      const itemPos = $pos.before();
      const inner = levelOf(node) > 0 ? { pos, node } : targets.get(itemPos)?.inner;
      targets.set(itemPos, { node: parent, inner });
    } else if (INDENTED_BLOCKS.includes(node.type.name)) targets.set(pos, { node });
    return false;
  });
  return targets;
}

function changeIndent(change: (level: number) => number) {
  return ({ state, tr, dispatch }: CommandProps) => {
    const { from, to } = state.selection;
    let changed = false;
    indentTargets(tr.doc, from, to).forEach(({ node, inner }, pos) => {
      // setNodeMarkup keeps sizes, so the positions found above stay valid.
      if (inner) {
        tr.setNodeMarkup(inner.pos, undefined, { ...inner.node.attrs, indent: 0 });
        changed = true;
      }
      const current = Math.max(levelOf(node), inner ? levelOf(inner.node) : 0);
      const next = clampIndent(change(current));
      if (next === levelOf(node)) return;
      tr.setNodeMarkup(pos, undefined, { ...node.attrs, indent: next });
      changed = true;
    });
    if (changed && dispatch) dispatch(tr);
    return changed;
  };
}

/** Indent levels 1–8, rendered as the class `ql-indent-N` the sanitiser allows. */
const Indent = Extension.create({
  name: "indent",
  addGlobalAttributes() {
    return [
      {
        types: [...INDENTED_BLOCKS, ...LIST_ITEMS],
        attributes: {
          indent: {
            default: 0,
            parseHTML: (element) => parseIndent(element.getAttribute("class")),
            renderHTML: (attributes) => {
              const className = indentClass(Number(attributes.indent ?? 0));
              return className ? { class: className } : {};
            },
          },
        },
      },
    ];
  },
  addCommands() {
    return {
      indent: () => changeIndent((level) => level + 1),
      outdent: () => changeIndent((level) => level - 1),
      unsetIndent: () => changeIndent(() => 0),
    };
  },
});

/** Videos: an iframe from the YouTube (nocookie) or Vimeo player only, like the sanitiser. */
const Video = Node.create({
  name: "video",
  group: "block",
  atom: true,
  draggable: true,
  selectable: true,
  addAttributes() {
    return {
      src: {
        default: null,
        parseHTML: (element) => videoEmbedSrc(element.getAttribute("src")) || null,
      },
    };
  },
  parseHTML() {
    return [{ tag: "iframe[src]", getAttrs: (element) => (videoEmbedSrc(element.getAttribute("src")) ? null : false) }];
  },
  renderHTML({ node }) {
    return ["iframe", { class: "ql-video", frameborder: "0", allowfullscreen: "true", src: videoEmbedSrc(node.attrs.src) }];
  },
  addCommands() {
    return {
      setVideo:
        (url: string) =>
        ({ commands }) => {
          const src = videoEmbedSrc(url);
          return src ? commands.insertContent({ type: this.name, attrs: { src } }) : false;
        },
    };
  },
});

const NUMBER = /^\d{1,4}$/;
const numericAttribute = (name: string) => ({
  default: null,
  parseHTML: (element: HTMLElement) => {
    const value = element.getAttribute(name)?.trim() ?? "";
    return NUMBER.test(value) ? Number(value) : null;
  },
});

/** Images: src through `safeImageSrc` (rejected → blank placeholder), alt, numeric width/height. */
const SafeImage = Image.extend({
  addAttributes() {
    return {
      src: {
        default: null,
        parseHTML: (element) => safeImageSrc(element.getAttribute("src")),
        renderHTML: (attributes) => ({ src: safeImageSrc(attributes.src) }),
      },
      alt: { default: null },
      width: numericAttribute("width"),
      height: numericAttribute("height"),
    };
  },
});

/** Links: href through `safeLinkHref` (e-mail → mailto:, disallowed → not a link). */
const SafeLink = Link.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      href: {
        default: null,
        parseHTML: (element) => safeLinkHref(element.getAttribute("href")) || null,
      },
    };
  },
});

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
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3, 4, 5, 6] },
        horizontalRule: false,
        link: false,
      }),
      SafeLink.configure({
        openOnClick: false,
        autolink: true,
        linkOnPaste: true,
        defaultProtocol: "https",
        // No extra linkify schemes: registering them again for a second editor on the page makes
        // linkify warn. Which protocols are allowed is decided by safeLinkHref below.
        protocols: [],
        isAllowedUri: (url) => safeLinkHref(url) !== "",
        shouldAutoLink: (url) => safeLinkHref(url) !== "",
        HTMLAttributes: { target: "_blank", rel: "noopener noreferrer nofollow", class: null },
      }),
      Subscript,
      Superscript,
      SafeImage.configure({ inline: false, allowBase64: true }),
      Video,
      TaskList,
      TaskItem.configure({
        nested: true,
        a11y: {
          checkboxLabel: (node, _checked) => tRef.current("editor.taskCheckbox", { text: node.textContent || tRef.current("editor.emptyTask") }),
        },
      }),
      Indent,
      LeaveWithEscape,
    ],
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
