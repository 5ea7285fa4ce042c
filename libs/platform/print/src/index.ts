export { printedPageHtml, printFontFamily, type PrintedPage } from './printed-page';
