// WebKit for the test runner: WebKitGTK's MiniBrowser driven by WebKitWebDriver
// (Debian's webkit2gtk-driver). MiniBrowser has no working headless mode (without a
// display, session creation hangs), so each run starts its own Xvfb on a free
// display, an xsettingsd on it (GTK settings the tests may switch, see
// webkit-commands.mjs), and WebKitWebDriver on a free port; `stop()` ends all three,
// and so does the process exiting for any reason.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebdriverLauncher } from '@web/test-runner-webdriver';
import { webkitCommandsPlugin } from './webkit-commands.mjs';

const STARTUP_TIMEOUT_MS = 15000;
const NEEDS = {
  driver: 'WebKitWebDriver (WEBKIT_DRIVER_PATH)',
  binary: 'MiniBrowser (WEBKIT_BROWSER_PATH)',
  xvfb: 'Xvfb',
};

export class WebKitLauncher extends WebdriverLauncher {
  /** @param {{ driver: string, binary: string, xvfb: string, xsettingsd?: string }} paths */
  constructor(paths) {
    super({
      hostname: '127.0.0.1',
      port: 0, // set once WebKitWebDriver listens
      path: '/',
      logLevel: 'error',
      capabilities: {
        browserName: 'MiniBrowser',
        // webdriverio 9 would otherwise ask for WebDriver BiDi, which this driver lacks.
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': { binary: paths.binary, args: ['--automation'] },
      },
    });
    this.paths = paths;
    /** What webkit-commands.mjs recognises its sessions by. */
    this.isWebKitGtk = true;
    // One page at a time, in the one window: the runner's scheduler reads this.
    this.concurrency = 1;
    /** @type {import('node:child_process').ChildProcess[]} */
    this.children = [];
    this.settings = { 'Gtk/EnableAnimations': 1 };
    // Synchronous, so it also runs from process.on('exit') after ctrl-c or a crash.
    this.cleanUp = () => {
      this.children.forEach((child) => child.kill('SIGKILL'));
      this.children = [];
      if (this.tempDir) rmSync(this.tempDir, { recursive: true, force: true });
    };
  }

  async initialize(config, testFiles) {
    const missing = ['driver', 'binary', 'xvfb'].filter((key) => !this.paths[key]);
    if (missing.length > 0) {
      throw new Error(
        `WebKit cannot run: no ${missing.map((key) => NEEDS[key]).join(', ')}. ` +
          'Run `npm run browsers` (it installs or names the Debian packages), or narrow the run with WTR_BROWSERS.',
      );
    }
    // The runner puts its own command plugins (sendMouse, setViewport, emulateMedia)
    // before the config's, and those refuse or half-do WebDriver sessions, so the
    // WebKit commands go first. `config.plugins` is the list the runner reads commands from.
    if (!config.plugins.some((plugin) => plugin.name === 'webkit-commands')) {
      config.plugins.unshift(webkitCommandsPlugin());
    }
    // With concurrency 1 the base class opens each test page top level (its
    // SessionManager) instead of in iframes, where WebKit refuses pointer actions.
    await super.initialize({ ...config, concurrency: 1 }, testFiles);
    this.name = 'WebKit';
  }

  // Called once, lazily, before the first test page opens.
  async createDriverManager() {
    process.once('exit', this.cleanUp);
    this.tempDir = mkdtempSync(join(tmpdir(), 'lib-sprites-webkit-'));
    this.display = await this.startXvfb();
    const env = {
      ...process.env,
      DISPLAY: `:${this.display}`,
      GDK_BACKEND: 'x11',
      // No GPU and no accessibility bus on a virtual display.
      LIBGL_ALWAYS_SOFTWARE: '1',
      NO_AT_BRIDGE: '1',
    };
    if (this.paths.xsettingsd) {
      this.settingsFile = join(this.tempDir, 'xsettingsd.conf');
      this.writeSettings();
      this.xsettingsd = this.track(
        spawn(this.paths.xsettingsd, ['-c', this.settingsFile], { env, stdio: 'ignore' }),
        'xsettingsd',
      );
    }
    const port = await freePort();
    this.track(spawn(this.paths.driver, [`--port=${port}`], { env, stdio: 'ignore' }), 'WebKitWebDriver');
    await waitForDriver(port);
    this.options.port = port;
    const manager = await super.createDriverManager();
    const { browserVersion } = this.driver.capabilities;
    if (browserVersion) this.name = `WebKit ${browserVersion}`;
    return manager;
  }

  /** A page opens in a live browser: if MiniBrowser went away since the last
   * page (it can crash on a loaded machine), a new session starts one. */
  async startSession(id, url) {
    if (this.driverManager && !(await this.browserAnswers())) await this.renewSession();
    await this.ensureManagerInitialized();
    // As the base class does, the navigation is not waited for: the page reports its results
    // over the runner's socket. But the base class leaves its promise unhandled, and a page
    // whose load event never comes (a cold browser under load) then rejects minutes later
    // and stops the whole runner after every test has passed.
    this.driverManager.urlMap.set(id, url);
    this.driver.navigateTo(url).catch((error) => {
      if (this.driverManager?.isActive(id)) console.warn(`WebKit: opening ${id} did not complete: ${error.message}`);
    });
  }

  /** Every test page opens in the same window, so a page that changed the
   * viewport (setViewport) gets the window's first size back afterwards. */
  async stopSession(id) {
    let result;
    try {
      result = await super.stopSession(id);
    } catch (error) {
      // The page had reported its results before the browser went away: they stand,
      // and the next page gets a new browser (startSession).
      if (await this.browserAnswers()) throw error;
      console.warn(`WebKit: the browser went away after ${id} reported; a new one takes the next page`);
      this.driverManager?.urlMap?.delete(id);
      return { testCoverage: undefined };
    }
    if (this.resized && this.firstWindowRect) {
      const { width, height } = this.firstWindowRect;
      await this.driver.setWindowRect(null, null, width, height);
      this.resized = false;
    }
    return result;
  }

  async browserAnswers() {
    try {
      await this.driver.getTitle();
      return true;
    } catch {
      return false;
    }
  }

  /** A new WebDriver session (a new MiniBrowser) on the same display and driver. */
  async renewSession() {
    clearInterval(this.pendingHeartbeat);
    await this.driver?.deleteSession().catch(() => {});
    this.driver = undefined;
    this.driverManager = undefined;
    this.firstWindowRect = undefined;
    this.resized = false;
    await super.createDriverManager();
  }

  /** Called by the set-viewport command before it resizes the window. */
  async willResize() {
    this.firstWindowRect ??= await this.driver.getWindowRect();
    this.resized = true;
  }

  async stop() {
    await super.stop();
    this.cleanUp();
    process.off('exit', this.cleanUp);
  }

  /** Changes GTK settings of the running browser through XSETTINGS (xsettingsd
   * rereads its file on SIGHUP); WebKitGTK follows them live. */
  setGtkSettings(values) {
    if (!this.xsettingsd) throw new Error('xsettingsd is not installed: GTK settings cannot change in WebKit');
    Object.assign(this.settings, values);
    this.writeSettings();
    this.xsettingsd.kill('SIGHUP');
  }

  writeSettings() {
    const lines = Object.entries(this.settings).map(([key, value]) => `${key} ${value}`);
    writeFileSync(this.settingsFile, `${lines.join('\n')}\n`);
  }

  /** Xvfb picks a free display itself and writes its number to fd 3. */
  startXvfb() {
    const xvfb = this.track(
      spawn(this.paths.xvfb, ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], {
        stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
      }),
      'Xvfb',
    );
    return new Promise((resolve, reject) => {
      let text = '';
      const timer = setTimeout(() => reject(new Error('Xvfb did not report a display')), STARTUP_TIMEOUT_MS);
      xvfb.stdio[3].on('data', (chunk) => {
        text += chunk;
        if (text.includes('\n')) {
          clearTimeout(timer);
          resolve(Number.parseInt(text, 10));
        }
      });
      xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before reporting a display`)));
    });
  }

  track(child, name) {
    this.children.push(child);
    child.once('error', (error) => console.error(`${name} failed to start: ${error.message}`));
    return child;
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForDriver(port) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/status`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`WebKitWebDriver did not answer on port ${port}`);
}
