import { domAnimation } from 'framer-motion';

/** Loaded lazily by AppProviders' LazyMotion: the `m` components' animation code, kept out of the entry chunk. */
export default domAnimation;
