/**
 * What the rich-text editor can hold, and how each format is read and written. The formats and
 * URL rules match the server sanitiser (`~/server/sanitize.server.ts`): indent levels are the
 * classes `ql-indent-1..8`, videos are YouTube-nocookie/Vimeo iframes, links and images pass the
 * same checks. Only the editor (`editor.client.tsx`, loaded after hydration) imports this file.
 */
import Image from "@tiptap/extension-image";
import { Link } from "@tiptap/extension-link";
import { TaskItem, TaskList } from "@tiptap/extension-list";
import Subscript from "@tiptap/extension-subscript";
import Superscript from "@tiptap/extension-superscript";
import { Extension, Node, type AnyExtension, type CommandProps } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import type { Node as PMNode } from "@tiptap/pm/model";
import { clampIndent, indentClass, parseIndent, safeImageSrc, safeLinkHref, videoEmbedSrc } from "~/utils/rich-text-rules";

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

/**
 * The editor's extensions: headings, marks and lists (StarterKit), safe links and images, videos,
 * checklists (each box named by `taskCheckboxLabel` from its item's text), indent levels, and
 * Escape to leave the text.
 */
export function editorExtensions(taskCheckboxLabel: (text: string) => string): AnyExtension[] {
  return [
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
        checkboxLabel: (node) => taskCheckboxLabel(node.textContent),
      },
    }),
    Indent,
    LeaveWithEscape,
  ];
}
