import { Box, Link } from '@mui/material';
import type { ComponentProps } from 'react';
import Markdown from 'react-markdown';
import { mentionTarget, safeForumUrl } from '@core/learning/forum';

/**
 * A post's markdown, rendered safely: react-markdown builds React elements (no HTML string, and raw HTML in a post is
 * shown as text: no rehype-raw), every address goes through the forum's link policy (packages/core/src/learning/forum.ts:
 * http(s), mailto, the site's own paths; javascript: and the like are dropped), links open with
 * rel="noopener noreferrer nofollow", images are shown as their link (no third-party requests from a post), and a
 * mention is a highlighted name.
 */
export function ForumMarkdown({ children }: { children: string }) {
  return (
    <Box
      sx={{
        overflowWrap: 'anywhere',
        '& p': { my: 1 },
        '& pre': { overflowX: 'auto', p: 1, bgcolor: 'action.hover', borderRadius: 1 },
        '& blockquote': { borderLeft: 3, borderColor: 'divider', pl: 2, ml: 0, color: 'text.secondary' },
      }}
    >
      <Markdown skipHtml urlTransform={safeForumUrl} components={{ a: ForumLink, img: ImageAsLink, h1: 'h3', h2: 'h4', h3: 'h5' }}>
        {children}
      </Markdown>
    </Box>
  );
}

function ForumLink({ href, children }: ComponentProps<'a'>) {
  if (href && mentionTarget(href)) {
    return (
      <Box component="strong" sx={{ color: 'primary.main', bgcolor: 'action.selected', px: 0.5, borderRadius: 0.5 }}>
        {children}
      </Box>
    );
  }
  if (!href) return <span>{children}</span>;
  const external = /^(https?:|mailto:)/i.test(href);
  return (
    <Link href={href} rel="noopener noreferrer nofollow" {...(external ? { target: '_blank' } : {})}>
      {children}
    </Link>
  );
}

function ImageAsLink({ src, alt }: ComponentProps<'img'>) {
  if (typeof src !== 'string' || !src) return <span>{alt}</span>;
  return <ForumLink href={src}>{alt || src}</ForumLink>;
}
