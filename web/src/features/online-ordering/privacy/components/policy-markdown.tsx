import { isSafePolicyLink } from '@mp/contracts/online-ordering/privacy-policy';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Markdown from 'react-markdown';

/** Images are not part of a policy; raw HTML in the source is dropped rather than rendered. */
const DISALLOWED = ['img'];

/**
 * A privacy policy's markdown rendered as React elements (never as HTML): raw HTML is skipped, and a link that is not
 * http or https loses its target and shows as text. External links open in a new tab without the portal as opener.
 */
export function PolicyMarkdown({ source }: { source: string }) {
  return (
    <Box sx={{ '& h1': { typography: 'h5' }, '& h2': { typography: 'h6' }, overflowWrap: 'anywhere' }}>
      <Markdown
        skipHtml
        disallowedElements={DISALLOWED}
        unwrapDisallowed
        urlTransform={(url) => (isSafePolicyLink(url) ? url : '')}
        components={{
          a: ({ href, children }) =>
            href ? (
              <Link href={href} target="_blank" rel="noopener noreferrer">
                {children}
              </Link>
            ) : (
              <span>{children}</span>
            ),
        }}
      >
        {source}
      </Markdown>
    </Box>
  );
}
