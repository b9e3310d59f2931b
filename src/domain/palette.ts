/**
 * Colours that leave the browser: the theme's tokens read them, and so do the server's PDFs and
 * the chart options stored in report_data, which Panda's CSS variables never reach.
 */
export const OPTIMAL_GREEN = '#1f9d55';
