// Loaded with import() by step-cards.tsx: its own module, so the bundler can put the animation features in a
// separate chunk that arrives after the page (framer-motion's recommended LazyMotion set-up).
export { domAnimation } from 'framer-motion';
