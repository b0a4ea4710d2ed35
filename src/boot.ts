// The studio's first script (an entry of its own, imported before main by index.html's last script): starts the
// requests and code the app needs soonest while main's chunks still load (src/app/earlyStart.ts).
import './app/earlyStart';
