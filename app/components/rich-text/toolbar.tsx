/**
 * The editor's toolbar: headers 1–3, bold, italic, underline, link, ordered and bullet
 * lists, clear formatting; "more" reveals strike, quote, code block, sub/superscript, indent,
 * outdent, checklist, image and video. One tab stop (ARIA toolbar pattern): arrow keys move
 * between buttons, in the reading direction of the page. Icons that point somewhere flip when the
 * content is right-to-left. Only `editor.client.tsx` imports this file.
 */
import { NodeSelection, TextSelection } from "@tiptap/pm/state";
import { useEditorState, type CommandProps, type Editor } from "@tiptap/react";
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useTranslation } from "~/utils/translation";
import { isSafeImageSrc, safeImageSrc, safeLinkHref, suggestLinkHref } from "~/utils/rich-text-rules";

interface ToolbarProps {
  editor: Editor;
  contentDir?: "rtl" | "ltr";
  /** The id of the editable region the toolbar acts on. */
  controls?: string;
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

interface ButtonSpec {
  key: string;
  label: string;
  icon: ReactNode;
  run: () => void;
  pressed?: boolean;
}

export function Toolbar({ editor, contentDir, controls, onMessage }: ToolbarProps) {
  const { t } = useTranslation();
  const [moreOpen, setMoreOpen] = useState(false);
  const [current, setCurrent] = useState("heading1");
  const toolbarRef = useRef<HTMLDivElement>(null);
  const moreId = useId();

  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
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
    }),
  });

  const chain = () => editor.chain().focus();

  function editLink() {
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

  function insertImage() {
    const answer = window.prompt(t("editor.imagePrompt"), "https://");
    if (answer === null || answer.trim() === "" || answer.trim() === "https://") return;
    if (!isSafeImageSrc(answer)) {
      onMessage(t("editor.imageRejected"));
      editor.commands.focus();
      return;
    }
    const alt = window.prompt(t("editor.imageAltPrompt"), "") ?? "";
    onMessage("");
    chain()
      .setImage({ src: safeImageSrc(answer), alt: alt.trim() })
      .command(moveAfterInsertedNode)
      .run();
  }

  function insertVideo() {
    const answer = window.prompt(t("editor.videoPrompt"), "https://");
    if (answer === null || answer.trim() === "" || answer.trim() === "https://") return;
    if (!chain().setVideo(answer).command(moveAfterInsertedNode).run()) {
      onMessage(t("editor.videoRejected"));
      editor.commands.focus();
      return;
    }
    onMessage("");
  }

  const mainButtons: ButtonSpec[][] = [
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
      { key: "link", label: t("editor.link"), icon: <LinkIcon />, pressed: active.link, run: editLink },
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

  const moreButtons: ButtonSpec[][] = [
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
      { key: "image", label: t("editor.image"), icon: <ImageIcon />, run: insertImage },
      { key: "video", label: t("editor.video"), icon: <VideoIcon />, run: insertVideo },
    ],
  ];

  const visibleKeys = [...mainButtons.flat(), { key: "more" }, ...(moreOpen ? moreButtons.flat() : [])].map((b) => b.key);
  const tabStop = visibleKeys.includes(current) ? current : visibleKeys[0];

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const toolbar = toolbarRef.current;
    if (!toolbar) return;
    const buttons = Array.from(toolbar.querySelectorAll<HTMLButtonElement>("button[data-key]")).filter((b) => !b.closest("[hidden]"));
    const index = buttons.findIndex((b) => b === document.activeElement);
    if (index < 0) return;
    const rtl = getComputedStyle(toolbar).direction === "rtl";
    let next = -1;
    if (event.key === (rtl ? "ArrowLeft" : "ArrowRight")) next = (index + 1) % buttons.length;
    else if (event.key === (rtl ? "ArrowRight" : "ArrowLeft")) next = (index - 1 + buttons.length) % buttons.length;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = buttons.length - 1;
    if (next < 0) return;
    event.preventDefault();
    buttons[next]?.focus();
  }

  const renderButton = (spec: ButtonSpec) => (
    <button
      key={spec.key}
      type="button"
      className="rte-button"
      data-key={spec.key}
      aria-label={spec.label}
      title={spec.label}
      aria-pressed={spec.pressed === undefined ? undefined : spec.pressed}
      tabIndex={spec.key === tabStop ? 0 : -1}
      onFocus={() => setCurrent(spec.key)}
      // Keep the editor's selection: a toolbar click must not move focus away first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={spec.run}
    >
      {spec.icon}
    </button>
  );

  return (
    <div
      ref={toolbarRef}
      className="rte-toolbar"
      role="toolbar"
      aria-label={t("editor.toolbar")}
      aria-controls={controls}
      data-content-dir={contentDir}
      onKeyDown={onKeyDown}
    >
      {mainButtons.map((group, i) => (
        <div className="rte-group" key={`main-${i}`}>
          {group.map(renderButton)}
        </div>
      ))}
      <div className="rte-group">
        <button
          type="button"
          className="rte-button rte-more-toggle"
          data-key="more"
          aria-label={t("editor.moreTools")}
          title={t("editor.moreTools")}
          aria-expanded={moreOpen}
          aria-controls={moreId}
          tabIndex={tabStop === "more" ? 0 : -1}
          onFocus={() => setCurrent("more")}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setMoreOpen((open) => !open)}
        >
          <MoreIcon />
        </button>
      </div>
      <div className="rte-more" id={moreId} role="group" aria-label={t("editor.moreTools")} hidden={!moreOpen}>
        {moreButtons.map((group, i) => (
          <div className="rte-group" key={`more-${i}`}>
            {group.map(renderButton)}
          </div>
        ))}
      </div>
    </div>
  );
}

function Glyph({ children, className, glyph }: { children?: ReactNode; className?: string; glyph?: string }) {
  return (
    <span className={`rte-glyph${className ? ` ${className}` : ""}`} dir="ltr" aria-hidden="true" data-glyph={glyph}>
      {children}
    </span>
  );
}

function Svg({ children, flip }: { children: ReactNode; flip?: boolean }) {
  return (
    <svg
      className={`rte-icon${flip ? " rte-icon-flip" : ""}`}
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

const LinkIcon = () => (
  <Svg>
    <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
    <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
  </Svg>
);
const BulletListIcon = () => (
  <Svg flip>
    <path d="M9 6h11M9 12h11M9 18h11" />
    <circle cx="4.5" cy="6" r="1" fill="currentColor" />
    <circle cx="4.5" cy="12" r="1" fill="currentColor" />
    <circle cx="4.5" cy="18" r="1" fill="currentColor" />
  </Svg>
);
const OrderedListIcon = () => (
  <Svg flip>
    <path d="M10 6h10M10 12h10M10 18h10" />
    <path d="M4 4.5 5.5 3.5v5" strokeWidth="1.5" />
    <path d="M3.8 14.2a1.3 1.3 0 1 1 2.2 1L3.8 18.5H6.5" strokeWidth="1.5" />
  </Svg>
);
const TaskListIcon = () => (
  <Svg flip>
    <rect x="3" y="4" width="5" height="5" rx="1" />
    <path d="m3.8 16.2 1.5 1.5 2.5-3" />
    <path d="M11 6.5h10M11 16.5h10" />
  </Svg>
);
const IndentIcon = () => (
  <Svg flip>
    <path d="M3 5h18M11 10h10M11 14h10M3 19h18" />
    <path d="m3 9 3 3-3 3" />
  </Svg>
);
const OutdentIcon = () => (
  <Svg flip>
    <path d="M3 5h18M11 10h10M11 14h10M3 19h18" />
    <path d="m7 9-3 3 3 3" />
  </Svg>
);
const QuoteIcon = () => (
  <Svg>
    <path d="M4 17h4l2-4V7H4v6h3zM14 17h4l2-4V7h-6v6h3z" />
  </Svg>
);
const CodeIcon = () => (
  <Svg>
    <path d="m16 18 6-6-6-6M8 6l-6 6 6 6" />
  </Svg>
);
const CleanIcon = () => (
  <Svg>
    <path d="M4 7V4h13v3M10.5 4v15M8 19h5" />
    <path d="m15 14 6 6M21 14l-6 6" />
  </Svg>
);
const ImageIcon = () => (
  <Svg>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <circle cx="8.5" cy="8.5" r="1.5" />
    <path d="m21 15-5-5L5 21" />
  </Svg>
);
const VideoIcon = () => (
  <Svg>
    <rect x="2" y="5" width="20" height="14" rx="3" />
    <path d="m10 9 5 3-5 3z" fill="currentColor" />
  </Svg>
);
const MoreIcon = () => (
  <Svg>
    <circle cx="5" cy="12" r="1" fill="currentColor" />
    <circle cx="12" cy="12" r="1" fill="currentColor" />
    <circle cx="19" cy="12" r="1" fill="currentColor" />
  </Svg>
);
