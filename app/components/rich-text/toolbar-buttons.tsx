/**
 * What the editor's toolbar offers, in its groups: the buttons always shown and those behind
 * "more", each with its name, icon, pressed state and action. The prompts (link, image, video)
 * check an address with the same rules as the server's sanitiser before anything is inserted.
 */
import { NodeSelection, TextSelection } from "@tiptap/pm/state";
import type { CommandProps, Editor } from "@tiptap/react";
import type { ReactNode } from "react";
import type { TFunction } from "~/utils/i18n/translation";
import { isSafeImageSrc, safeImageSrc, safeLinkHref, suggestLinkHref } from "~/utils/rich-text-rules";
import {
  BulletListIcon,
  CleanIcon,
  CodeIcon,
  Glyph,
  ImageIcon,
  IndentIcon,
  LinkIcon,
  OrderedListIcon,
  OutdentIcon,
  QuoteIcon,
  TaskListIcon,
  VideoIcon,
} from "./toolbar-icons";

export interface ButtonSpec {
  key: string;
  label: string;
  icon: ReactNode;
  run: () => void;
  pressed?: boolean;
}

/** Which formats hold at the selection (the buttons' pressed state). */
export const activeFormats = (e: Editor) => ({
  heading1: e.isActive("heading", { level: 1 }),
  heading2: e.isActive("heading", { level: 2 }),
  heading3: e.isActive("heading", { level: 3 }),
  bold: e.isActive("bold"),
  italic: e.isActive("italic"),
  underline: e.isActive("underline"),
  strike: e.isActive("strike"),
  link: e.isActive("link"),
  orderedList: e.isActive("orderedList"),
  bulletList: e.isActive("bulletList"),
  taskList: e.isActive("taskList"),
  blockquote: e.isActive("blockquote"),
  codeBlock: e.isActive("codeBlock"),
  subscript: e.isActive("subscript"),
  superscript: e.isActive("superscript"),
});

type Active = ReturnType<typeof activeFormats>;

interface Tools {
  editor: Editor;
  t: TFunction;
  /** Shows a short message in the editor's status line ("" clears it). */
  onMessage: (message: string) => void;
}

/**
 * After inserting an image or video the new node is selected, so the next insertion would replace
 * it: put the cursor in the text block after it instead (a new paragraph at the end of the text).
 */
function moveAfterInsertedNode({ tr }: CommandProps): boolean {
  const selection = tr.selection;
  if (!(selection instanceof NodeSelection)) return true;
  const after = selection.to;
  const next = tr.doc.resolve(after).nodeAfter;
  if (!next?.isTextblock) {
    const paragraph = tr.doc.type.schema.nodes.paragraph;
    if (!paragraph) return true;
    tr.insert(after, paragraph.create());
  }
  tr.setSelection(TextSelection.create(tr.doc, after + 1));
  return true;
}

function editLink({ editor, t, onMessage }: Tools) {
  const chain = () => editor.chain().focus();
  const previous = String(editor.getAttributes("link").href ?? "");
  const { from, to } = editor.state.selection;
  const selected = editor.state.doc.textBetween(from, to, " ").trim();
  const answer = window.prompt(t("editor.linkPrompt"), previous || suggestLinkHref(selected));
  if (answer === null) return;
  if (answer.trim() === "") {
    if (previous) {
      chain().extendMarkRange("link").unsetLink().run();
      onMessage(t("editor.linkRemoved"));
    }
    return;
  }
  const href = safeLinkHref(answer);
  if (!href) {
    onMessage(t("editor.linkRejected"));
    editor.commands.focus();
    return;
  }
  onMessage("");
  if (from === to && !editor.isActive("link")) {
    // Nothing selected: insert the address itself as the linked text.
    const text = answer.trim().replace(/^mailto:/i, "");
    chain()
      .insertContent({ type: "text", text, marks: [{ type: "link", attrs: { href } }] })
      .unsetMark("link")
      .run();
    return;
  }
  chain().extendMarkRange("link").setLink({ href }).run();
}

function insertImage({ editor, t, onMessage }: Tools) {
  const answer = window.prompt(t("editor.imagePrompt"), "https://");
  if (answer === null || answer.trim() === "" || answer.trim() === "https://") return;
  if (!isSafeImageSrc(answer)) {
    onMessage(t("editor.imageRejected"));
    editor.commands.focus();
    return;
  }
  const alt = window.prompt(t("editor.imageAltPrompt"), "") ?? "";
  onMessage("");
  editor
    .chain()
    .focus()
    .setImage({ src: safeImageSrc(answer), alt: alt.trim() })
    .command(moveAfterInsertedNode)
    .run();
}

function insertVideo({ editor, t, onMessage }: Tools) {
  const answer = window.prompt(t("editor.videoPrompt"), "https://");
  if (answer === null || answer.trim() === "" || answer.trim() === "https://") return;
  if (!editor.chain().focus().setVideo(answer).command(moveAfterInsertedNode).run()) {
    onMessage(t("editor.videoRejected"));
    editor.commands.focus();
    return;
  }
  onMessage("");
}

/**
 * The main groups (headings 1–3; bold, italic, underline, link; the two lists; clear formatting)
 * and the groups behind "more" (strike, sub/superscript; quote, code, checklist; outdent,
 * indent; image, video).
 */
export function toolbarButtons(tools: Tools, active: Active): { main: ButtonSpec[][]; more: ButtonSpec[][] } {
  const { editor, t } = tools;
  const chain = () => editor.chain().focus();
  const main: ButtonSpec[][] = [
    [1, 2, 3].map((level) => {
      const key = `heading${level}` as "heading1" | "heading2" | "heading3";
      return {
        key,
        label: t(`editor.${key}`),
        // Drawn by CSS: "H1" as text would not be part of the button's name "Heading 1"
        // (WCAG 2.5.3, label in name), and the name should stay the words a user says.
        icon: <Glyph glyph={`H${level}`} />,
        pressed: active[key],
        run: () =>
          chain()
            .toggleHeading({ level: level as 1 | 2 | 3 })
            .run(),
      };
    }),
    [
      { key: "bold", label: t("editor.bold"), icon: <Glyph className="rte-glyph-bold">B</Glyph>, pressed: active.bold, run: () => chain().toggleBold().run() },
      {
        key: "italic",
        label: t("editor.italic"),
        icon: <Glyph className="rte-glyph-italic">I</Glyph>,
        pressed: active.italic,
        run: () => chain().toggleItalic().run(),
      },
      {
        key: "underline",
        label: t("editor.underline"),
        icon: <Glyph className="rte-glyph-underline">U</Glyph>,
        pressed: active.underline,
        run: () => chain().toggleUnderline().run(),
      },
      { key: "link", label: t("editor.link"), icon: <LinkIcon />, pressed: active.link, run: () => editLink(tools) },
    ],
    [
      {
        key: "orderedList",
        label: t("editor.orderedList"),
        icon: <OrderedListIcon />,
        pressed: active.orderedList,
        run: () => chain().toggleOrderedList().run(),
      },
      { key: "bulletList", label: t("editor.bulletList"), icon: <BulletListIcon />, pressed: active.bulletList, run: () => chain().toggleBulletList().run() },
    ],
    [{ key: "clean", label: t("editor.clean"), icon: <CleanIcon />, run: () => chain().unsetAllMarks().clearNodes().unsetIndent().run() }],
  ];
  const more: ButtonSpec[][] = [
    [
      {
        key: "strike",
        label: t("editor.strike"),
        icon: <Glyph className="rte-glyph-strike">S</Glyph>,
        pressed: active.strike,
        run: () => chain().toggleStrike().run(),
      },
      {
        key: "subscript",
        label: t("editor.subscript"),
        icon: <Glyph>x₂</Glyph>,
        pressed: active.subscript,
        run: () => chain().unsetSuperscript().toggleSubscript().run(),
      },
      {
        key: "superscript",
        label: t("editor.superscript"),
        icon: <Glyph>x²</Glyph>,
        pressed: active.superscript,
        run: () => chain().unsetSubscript().toggleSuperscript().run(),
      },
    ],
    [
      { key: "blockquote", label: t("editor.blockquote"), icon: <QuoteIcon />, pressed: active.blockquote, run: () => chain().toggleBlockquote().run() },
      { key: "codeBlock", label: t("editor.codeBlock"), icon: <CodeIcon />, pressed: active.codeBlock, run: () => chain().toggleCodeBlock().run() },
      { key: "taskList", label: t("editor.taskList"), icon: <TaskListIcon />, pressed: active.taskList, run: () => chain().toggleTaskList().run() },
    ],
    [
      { key: "outdent", label: t("editor.outdent"), icon: <OutdentIcon />, run: () => chain().outdent().run() },
      { key: "indent", label: t("editor.indent"), icon: <IndentIcon />, run: () => chain().indent().run() },
    ],
    [
      { key: "image", label: t("editor.image"), icon: <ImageIcon />, run: () => insertImage(tools) },
      { key: "video", label: t("editor.video"), icon: <VideoIcon />, run: () => insertVideo(tools) },
    ],
  ];
  return { main, more };
}
