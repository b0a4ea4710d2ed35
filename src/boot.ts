// The studio's first script (an entry of its own, before main's in index.html): starts the requests and code the app
// needs soonest while main's chunks still load (src/app/earlyStart.ts).
import './app/earlyStart';
