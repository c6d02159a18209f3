// A tiny first script: it shows the page as soon as the fonts are ready, without waiting for the
// app's code to download and hydrate (prerendered pages are readable before they are interactive).
import { revealWhenFontsReady } from './components/startup/boot-screen'

void revealWhenFontsReady()
