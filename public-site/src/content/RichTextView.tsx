import type { RichText } from '@core/content/types';

/** Rich-text blocks as HTML: paragraphs, headings (below the page's h1) and list items, text only. */
export function RichTextView({ blocks }: { blocks: RichText }) {
  return (
    <div className="rich-text">
      {blocks.map((block, index) => {
        const children = block.children.map((child, i) => (child.bold ? <strong key={i}>{child.text}</strong> : child.text));
        if (block.type === 'heading') return <h2 key={index}>{children}</h2>;
        if (block.type === 'list-item')
          return (
            <ul key={index}>
              <li>{children}</li>
            </ul>
          );
        return <p key={index}>{children}</p>;
      })}
    </div>
  );
}
