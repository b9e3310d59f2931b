// The entry: as small as it can be, so a page the server drew paints before the app's code runs
// (issue 22); the app itself is the boot chunk.
// the styles stay in index.html: a page the server drew paints styled before any script runs
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
if (root.hasChildNodes()) await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
const { boot } = await import('./boot');
boot(root);
