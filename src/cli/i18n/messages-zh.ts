/** Every text the CLI itself prints, in Simplified Chinese: the keys of the English catalogue (messages-en.ts). */
import { EXAMPLES, exampleLines } from './examples.js';
import type { Messages } from './messages-en.js';

/** Commander's error lines in Chinese; anything not matched stays as commander wrote it. */
function commanderErrorZh(text: string): string {
  const rules: [RegExp, (...m: string[]) => string][] = [
    [/^error: unknown command '(.*)'/, (name) => `错误：未知命令 '${name}'`],
    [/^error: unknown option '(.*)'/, (flag) => `错误：未知选项 '${flag}'`],
    [/^error: missing required argument '(.*)'/, (name) => `错误：缺少必需的参数 '${name}'`],
    [/^error: option '(.*)' argument missing/, (flags) => `错误：选项 '${flags}' 缺少参数值`],
    [/^error: option '(.*)' argument '(.*)' is invalid\. Allowed choices are (.*)\./, (flags, value, allowed) => `错误：选项 '${flags}' 的值 '${value}' 无效，可选值：${allowed}。`],
    [/^error: too many arguments(?: for '(.*)')?\. Expected (\d+) arguments? but got (\d+)\./, (cmd, expected, got) => `错误：${cmd ? `'${cmd}' 的` : ''}参数过多：应为 ${expected} 个，实际 ${got} 个。`],
    [/^error: command-argument value '(.*)' is invalid for argument '(.*)'\. Allowed choices are (.*)\./, (value, name, allowed) => `错误：参数 '${name}' 的值 '${value}' 无效，可选值：${allowed}。`],
    [/^\(Did you mean one of (.*)\?\)/, (names) => `（你是不是想输入以下之一：${names}？）`],
    [/^\(Did you mean (.*)\?\)/, (name) => `（你是不是想输入 ${name}？）`],
  ];
  return text.split('\n').map((line) => {
    for (const [pattern, reword] of rules) {
      const m = pattern.exec(line);
      if (m) return reword(...m.slice(1).map((g) => g ?? ''));
    }
    return line;
  }).join('\n');
}

export const zh: Messages = {
  programDescription: 'WIXOSS、Puzzle & Dragons TCG、EAT/PAINT 和 Midrash 的裁判与同屏对战工具。',
  versionOption: '显示版本号',
  helpOption: '显示命令帮助',
  helpCommand: '显示命令帮助',
  noColorOption: '纯文本输出，不使用颜色（也支持 NO_COLOR）',
  langOption: '界面语言：en 或 zh（默认取自 LC_ALL、LC_MESSAGES 或 LANG）',
  jsonOption: '在标准输出输出一个 JSON 文档',
  helpAfterError: '（用 --help 查看用法）',
  titles: { 'Usage:': '用法：', 'Options:': '选项：', 'Arguments:': '参数：', 'Commands:': '命令：', 'Global Options:': '全局选项：' },
  optionExtras: (text) => text.replace(/ \(((?:choices|default): .*)\)$/, (_, inner: string) =>
    `（${inner.replace('choices: ', '可选：').replace('default: ', '默认：')}）`),
  programHelpAfter: `
示例：
  cardref games                          列出所有游戏
  cardref rules wixoss attack            WIXOSS 的攻击规则
  cardref cards wixoss --search servant  查找卡牌
  cardref check wixoss my-deck.txt       这副牌组合法吗？
  cardref play wixoss                    在本终端同屏对战
  cardref play wixoss --bot 2=random     与机器人对战
  cardref replay game.log --at 12        验证对局记录，显示第 12 步之后的局面
  cardref sim wixoss --games 100         让机器人互相对战
  cardref games --lang en                用英文显示
  source <(cardref completion bash)      在当前 shell 中启用 Tab 补全（见 completion --help）

退出码：0 成功，1 用法错误，2 违反规则（牌组、着法或记录不合法），70 内部错误，
130 已中止（Ctrl+C），143 被 SIGTERM 终止。`,
  gameArgument: (ids) => `以下之一：${ids}`,
  commanderError: commanderErrorZh,

  games: { description: '列出 cardref 支持裁判的游戏' },
  rules: {
    description: '按主题速查游戏规则',
    topicArgument: '主题编号；省略时列出所有主题',
    helpAfter: '\n' + exampleLines('示例：', EXAMPLES.rules),
  },
  cards: {
    description: '列出游戏的卡牌：每张一段，终端放得下时为表格',
    searchOption: '只显示名称、数值或文本包含此内容的卡牌（不分大小写、全半角与空格）',
    whereOption: '只显示该列为该值或含有这些词的卡牌，例如 type=ARTS（可重复）',
    helpAfter: '\n' + exampleLines('示例：', EXAMPLES.cards),
  },
  check: {
    description: '按构筑规则检查牌组（列出所有违规）',
    deckArgument: '牌组文件、内置牌组编号，或 -（从标准输入读取清单）',
    rulesOption: '规则变体：--option rules=变体 的简写（WIXOSS：seed、modern）',
    optionOption: '规则选项 名称=值（可重复），例如 rules=modern',
    helpAfter: '\n牌组格式：每行一条“数量 名称或编号”，# 开头为注释，[分区] 为分区标题。\n\n' + exampleLines('示例：', EXAMPLES.check),
  },
  play: {
    description: '在本终端同屏对战，由程序执行全部规则',
    deckOption: '某座位的牌组：内置编号或文件（可重复），例如 1=white-hope',
    botOption: '让机器人操作某座位：难度（easy、normal、hard）、random、greedy、mcts 或 cmd:"程序"（可重复），例如 2=hard',
    vsOption: '与电脑对战，选择难度（easy、normal、hard）：除 1 号座位外的每个座位都由电脑操作（--bot 仍可指定座位）',
    botTimeoutOption: 'cmd: 机器人每步最多可用的毫秒数，超时即判负',
    nameOption: '某座位的玩家名（可重复），例如 1=Alice',
    playersOption: '座位数（允许多人的游戏）',
    seedOption: '洗牌种子（默认随机，会写入记录）',
    firstOption: '先手座位（默认按种子掷硬币；规则已决定时忽略并警告，例如EAT/PAINT的SPD）',
    rulesOption: '规则变体：--option rules=变体 的简写（WIXOSS：seed、modern）',
    optionOption: '规则选项 名称=值（可重复），例如 life=10（EAT/PAINT）',
    logOption: '每步之后把对局记录写到此文件（原子写入；在终端上默认自动保存到 ~/.local/state/cardref）',
    forceOption: '允许 --log 替换一个不是本游戏对局记录的已有文件',
    resumeOption: '继续此记录中保存的对局',
    openOption: '明牌：座位之间不显示交接画面',
    handoffOption: '即使对局没有私密信息（Midrash），座位之间也显示交接画面',
    tableOption: '为用实体卡进行的对局当裁判：每当有随机结果，cardref 就询问牌桌发生了什么',
    helpAfter: `
对局中输入着法（例如 "summon 3 2"、"attack 1"、"pass"，着法写法在所有语言中相同），
"moves" 列表中的编号，或以下命令：
  moves   合法着法及其效果                       help    这一步怎么下
  pick    从列表中选择                           board   重新显示局面
  undo    撤回你的上一步                         resign  认输
  hint    hard 机器人只从你的视角会下的着法，及其胜率估计
  back    撤回正在进行的这一步（它的费用、对象）
  info    查看卡牌文字："info 3"（第3张手牌）、"info field 2"、"info opp 2"、"info 侍从 O"
  history 你能知道的全部经过
标准输入不是终端时，每行读取一步，交给当前需要决定的座位
（也可用 hint、undo（同上）和 resign）；不合法的一行以退出码 2 结束。

--table：你们用实体卡对局，由 cardref 当裁判。每当有牌被知晓（抽牌、翻开）或随机决定谁先手时，
它会询问：输入卡牌编号，与 "cardref cards <游戏>" 中相同（Tab 从仍可能的牌中补全），
"undo" 撤回上一个回答。只有一名玩家能看到的牌，会在交接给该玩家之后才询问。
记录是一份实录（"> 牌堆: 卡牌" 行），可用 "cardref replay" 验证。

每个座位都是机器人（--bot、--vs）的对局，会像 "sim" 一样采用游戏为自我对弈设定的上限，
并写入记录头部：2-4人的 Midrash 对局在第30轮后以未完成结束，因为随机着法可能永远达不到
10点睿智，而规则没有轮数限制。--option round-limit=N 或 round-limit=off 可改变它。

不加 --log 时，终端上的对局自动保存在 $XDG_STATE_HOME/cardref/
（默认 ~/.local/state/cardref/），该文件夹只有你能读取（cardref 会将其设为 0700，
无法设置时给出警告），对局结束时显示其路径。记录中含有种子，
读到它的人能还原所有隐藏的牌（手牌、牌库顺序）：对局结束前请勿给别人看。

${exampleLines('示例：', EXAMPLES.play)}`,
  },
  replay: {
    description: '验证对局记录的每一步；显示任意一步的局面',
    logArgument: '对局记录文件',
    atOption: '显示第 n 步之后的局面（0 = 开局）',
    stepOption: '逐步回放对局（回车：下一步，b：后退，g N：跳到第 N 步）',
    seatOption: '以座位 n 的视角显示局面（默认为旁观者视角）；与 --explain 一起时只分析座位 n 的着法',
    explainOption: '对每次决策，给出 hard 机器人从该座位视角会选的着法及估计胜率',
    helpAfter: '\n每一步都会检查，使用 --at N 时也一样：遇到不合法的着法时给出行号，退出码为 2。\n' +
      '在 --step 提示符下：回车下一步，b 后退，g N（或 N）跳到第 N 步，q 退出，? 帮助。\n\n' + exampleLines('示例：', EXAMPLES.replay),
  },
  sim: {
    description: '让机器人互相对战：胜率与对局长度',
    gamesOption: '对局数',
    seedOption: '第一局的种子（各局依次使用 seed、seed+1、…）',
    botsOption: '每个座位的机器人，用逗号分隔（easy、normal、hard、random、greedy、mcts、cmd:"程序"；程序里的逗号须放在引号内）',
    iterationsOption: 'mcts 机器人每次决策的 MCTS 迭代次数（默认 200；难度等级用各自的预算；replay --explain 默认用 hard 的）',
    thinkOption: '每次决策的 MCTS 思考时间（毫秒；此时结果取决于机器速度）',
    workersOption: '在这么多个工作线程上进行对局（结果与单线程相同）',
    deckOption: '某座位的牌组（可重复）',
    playersOption: '座位数',
    rulesOption: '规则变体：--option rules=变体 的简写',
    optionOption: '规则选项 名称=值（可重复）',
    logDirOption: '把每局的记录保存到此文件夹',
    helpAfter: '\n--bots 每个座位一项（少于座位数时按顺序轮流；多于座位数是用法错误）。\n' +
      'cmd: 机器人判负过（无法启动、中途退出、超时或回答不合规）时退出码为 2；\n' +
      '--json 按座位统计这些判负。\n\n' +
      exampleLines('示例：', EXAMPLES.sim),
  },
  serve: {
    description: '让程序来下棋：在标准输入/输出上收发 JSON 行（见 docs/protocol.md）',
    helpAfter: '\n每行一个 JSON 请求，每行一个 JSON 应答；先发送 hello。请求类型：hello、start、load、\n' +
      'observe、act、undo、log、end。文本均为英文。格式说明：docs/protocol.md。\n\n' + exampleLines('示例：', EXAMPLES.serve),
  },
  join: {
    description: '加入另一终端主持（cardref host）的对局中的一个座位：只看自己的手牌，无需交接',
    urlArgument: '加入行的 URL，ws://HOST:PORT/#SECRET（主持方为每个座位打印一行）',
    botOption: '让机器人在本端代打此座位，只看到该座位能看到的内容（random）',
    reconnectOption: '连接中断后持续重试的秒数',
    helpAfter: '\n与 `play` 相同的单座位界面：moves、help、board、info、history、pick、undo、resign，以及用\n' +
      '`say 文本` 聊天。没有终端时，从标准输入每行读取一步。连接中断会自动重试；再次运行同一行即可重新加入。\n' +
      '退出码：0 对局结束，2 管道输入的着法不合法，3 无法连接主持方、密钥被拒、协议版本不同或连接未能恢复；\n' +
      '130/143 Ctrl+C/SIGTERM（座位会等你回来）。说明见 docs/network.md。\n\n' + exampleLines('示例：', EXAMPLES.join),
  },
  watch: {
    description: '实时观看主持的对局：公开的牌桌，不含任何座位的手牌',
    urlArgument: '观战行的 URL，ws://HOST:PORT/#SECRET',
    helpAfter: '\n提示符下可用：board、info、history、help，以及 `say 文本`。没有终端时，每一步和每条聊天\n' +
      '在发生时打印。退出码同 join。说明见 docs/network.md。\n\n' + exampleLines('示例：', EXAMPLES.watch),
  },
  host: {
    description: '把一局游戏开放给其他终端：对方用 cardref join 入座，或观战',
    seatOption: '本终端操作的座位（默认：第一个没有机器人的座位），"none" 表示只开局并显示公开牌桌',
    listenOption: '监听的地址（默认 127.0.0.1；局域网用 0.0.0.0：任何拿到入座行的人都能占用该座位）',
    portOption: '监听的端口（默认 7777；0 表示自动选择空闲端口）',
    resumeOption: '继续这份记录中保存的联网对局，入座行不变',
    vsOption: '由该难度（easy、normal、hard）的电脑操作除本终端座位（--seat）以外的每个座位（--bot 仍可指定座位）',
    tableOption: '各终端用实体牌对局：每个座位在自己的终端上告知自己抽到的牌，大家都看得到的牌在这里告知',
    helpAfter: `
每个由别处操作的座位打印一行 "seat 2 (Ben): cardref join ws://127.0.0.1:7777/#SECRET"，
另有一行 "watch:" 供观战。每行带有各自的密钥：只交给对应的玩家。所有这些座位都加入后
游戏开始。每步之后保存记录；密钥保存在记录旁（LOG.secrets，仅你本人可读），
所以 "cardref host GAME --resume LOG" 会再次使用同样的入座行。

在你的提示符下，除了走法和对局命令之外还可以输入：
  say 文字        向全桌发送一行聊天
  replace 2 hard  把 2 号座位交给机器人（玩家离开时）
  seats           查看谁已连接
使用 --seat none 时，这些命令从标准输入按行读取。

使用 --table 时每位玩家手持实体牌：加入的座位抽到什么牌，只在该座位的终端上询问（其他人
看不到）；大家都看得到的牌（谁先手、从公共牌堆翻开的牌）和你自己座位的牌在这里询问。

Ctrl+C、SIGTERM 或 SIGHUP 会干净地结束对局：保存记录，通知并关闭每个连接（over，
无结果），退出码分别为 130、143 或 129。

远方的朋友可以通过 SSH 连接：对方先运行 "ssh -L 7777:127.0.0.1:7777 你的主机"，
再运行你发给他的入座行。

` + exampleLines('示例：', EXAMPLES.host),
  },
  completion: {
    description: '输出 bash、zsh 或 fish 的 Tab 补全脚本',
    shellArgument: 'shell 类型：bash、zsh 或 fish',
    helpAfter: '\n脚本可补全命令、选项、游戏编号、内置牌组和规则主题。第一行在当前 shell 中加载；\n' +
      '其余各行为以后打开的每个 shell 安装（任选其一）。\n\n' + exampleLines('示例：', EXAMPLES.completion),
  },

  aborted: '已中止',
  internalError: '内部错误（请报告此问题）',
  unknownGame: (id, ids, hint) => `未知游戏 "${id}"（${hint ? `你是不是要找“${hint}”？` : ''}可用游戏：${ids}）`,

  deckFile: '牌组文件',
  logFile: '记录文件',
  fileMissing: (what, path) => `${what} "${path}" 不存在`,
  fileIsDirectory: (what, path) => `${what} "${path}" 是文件夹，不是文件`,
  fileUnreadable: (what, path, code) => `无法读取${what} "${path}"：${code}`,
  fileUnwritable: (path, why) => `无法写入 "${path}"：${why}`,
  logDirUnusable: (dir, why) => `--log-dir "${dir}" 不是 cardref 能写入记录的文件夹（${why}）：请给出一个文件夹，或可以新建文件夹的路径`,
  fileNotRegular: (what, path) => `${what} "${path}" 不是普通文件（不读取 FIFO、设备或套接字）`,
  fileTooBig: (what, path, mb) => `${what} "${path}" 大于 ${mb} MB，超过任何牌组或记录的大小；未读取`,
  logPathEmpty: (option) => `--${option} 需要一个文件名`,
  logIsSymlink: (path) => `"${path}" 是符号链接；cardref 从不替换链接指向的文件：请给出文件本身的路径`,
  logNotRegular: (path) => `"${path}" 不是普通文件（是文件夹、FIFO 或设备）；请为记录给出一个文件名`,
  logNotOurs: (path, game) => `"${path}" 已存在，且不是 cardref 的 ${game} 对局记录；不会覆盖它（请换一个文件名，或加上 --force）`,
  logLocked: (path, pid) => `"${path}" 正被另一个 cardref 使用（pid ${pid}）；请先结束那局，或使用另一个记录文件`,
  lockInTheWay: (path) => `"${path}" 是记录的锁文件所在位置，但它不是普通文件；请删除它或换一个记录文件名`,
  stateDirOpen: (path, mode) => `警告：其他用户可以读取自动保存文件夹 "${path}"（权限 ${mode}），cardref 无法将其设为私有：请对它执行 chmod 700，或用 --log 保存`,

  seatSyntax: (option, seats, raw) => `--${option} 的格式为 座位=值，座位为 1 到 ${seats}，例如 --${option} 1=…；收到的是 "${raw}"`,
  seatOutOfRange: (option, raw, seats) => `--${option} ${raw}：座位必须为 1 到 ${seats}`,
  seatTwice: (option, seat) => `--${option} 两次指定了座位 ${seat}`,
  optionSyntax: (raw) => `--option 的格式为 名称=值，收到的是 "${raw}"`,
  playerCount: (game, range, given) => `${game} 的玩家人数为 ${range}；不能使用 --players ${given}`,
  noSuchOption: (game, name, names) => `${game} 没有选项 "${name}"（可用选项：${names || '无'}）`,
  optionValue: (name, allowed, value) => `${name} 必须是 ${allowed} 之一；收到的是 "${value}"`,
  optionTwice: (name, first, second) => `选项 ${name} 给了两次，分别为 "${first}" 和 "${second}"：只能给一次`,
  noDecksDropDeck: (game) => `${game} 不使用牌组；请去掉 --deck`,
  noBuiltinDeck: (game, value, ids) => `没有名为 "${value}" 的 ${game} 内置牌组（内置：${ids}）；牌组文件需要写成路径，例如 ./my-deck.txt`,
  giveDeck: (seat) => `请用 --deck ${seat}=<牌组> 为座位 ${seat} 指定牌组`,
  firstRange: (seats) => `--first 必须是 1 到 ${seats} 的座位`,
  firstIgnored: (seat, reason) => `警告：已忽略 --first ${seat}：${reason}`,
  wholeNumber: (name, min, max, given) => `${name} 必须是 ${min} 到 ${max} 之间的整数（只用十进制数字）；收到的是 ${given}`,
  unknownBot: (kind, kinds) => `未知机器人 "${kind}"（可用：${kinds}）`,
  unknownLevel: (level, levels) => `未知难度 "${level}"（可用：${levels}）`,
  botForfeit: (seat, name, why) => `座位 ${seat}（${name}）的机器人判负：${why}`,
  simForfeit: (seed, why) => `种子为 ${seed} 的对局：${why}`,
  simForfeits: (seat, games, reasons) => `座位 ${seat} 的机器人判负 ${games} 局（${reasons}）`,
  tooManyBots: (bots, game, seats) => `--bots 列出了 ${bots} 个机器人，但这局 ${game} 只有 ${seats} 个座位（座位数由 --players 设定）`,
  botWhy: {
    illegal: (answer, reason) => `它回答了 ${answer}，这不是当前的合法着法${reason ? `（${reason}）` : ''}`,
    malformed: (line) => `它的回答 ${line} 不是带有 "move" 文本的 JSON 对象`,
    timeout: (ms) => `${ms} 毫秒内没有回答`,
    died: (how) => `程序在回答前结束了（${how}）`,
    unasked: (line) => `它在没有被询问时输出了 ${line}`,
    tooLong: (bytes) => `它的回答一行超过了 ${bytes} 字节`,
    noStart: (why) => `无法启动该程序：${why}`,
    shellRefused: (how) => `无法启动该程序（shell 以 ${how} 结束：找不到或不可执行）`,
  },

  gamesHead: ['编号', '游戏', '简介'],
  gamesTry: (id) => `试试：cardref rules ${id}   ·   cardref play ${id}`,

  rulesTopics: (game) => `${game} — 规则主题`,
  rulesReadOne: (game, topic) => `阅读某个主题：cardref rules ${game} ${topic}`,
  noTopic: (game, topic, ids, hint) => `${game} 没有规则主题 "${topic}"（${hint ? `你是不是要找“${hint}”？` : ''}主题：${ids}）`,

  whereSyntax: (clause) => `--where 的格式为 列=值，收到的是 "${clause}"`,
  noColumn: (column, keys) => `没有列 "${column}"（可用列：${keys}）`,
  noCardMatches: '没有匹配的卡牌。',
  cardsHead: ['编号', '名称'],
  cardCount: (n) => `共 ${n} 张卡牌`,

  nothingToCheck: (game) => `${game} 不需要构筑牌组，无需检查`,
  deckLegal: (source, game, options) => `✔ ${source} 是合法的 ${game} 牌组${options ? `（${options}）` : ''}。`,
  deckIllegal: (source, n) => `✘ ${source} 不合法 — ${n} 个问题：`,
  moreProblemLines: (n) => `… 另有 ${n} 行有问题（--json 会全部列出）`,
  stdinName: '标准输入',
  stdinTooLarge: (mb) => `标准输入中的牌组清单超过 ${mb} MB；一份牌组清单只有几百行`,

  otherGameLog: (path, logGame, game) => `${path} 是 ${logGame} 的对局，不是 ${game}`,
  cannotResume: (where, message, path) => `${where}：${message}；无法继续（用此命令检查：cardref replay ${path}）`,
  resumed: (path, moves) => `已从 ${path} 继续，之前共 ${moves} 步。`,
  resumeIgnores: (flags, path) => `警告：已忽略 ${flags}：卡组、玩家、种子和规则都取自 ${path}`,
  resumeFinished: (path, result) => `${path} 是已结束的对局（${result}）；无可继续（查看：cardref replay ${path}）`,
  deckForSeat: (seat) => `座位 ${seat} 的牌组`,
  sessionHeader: (game, seed, log) => `${game}${seed ? ` · 种子 ${seed}` : ''}${log ? ` · 记录：${log}` : ''}`,
  seedWas: (seed) => `本局种子：${seed}（cardref play … --seed ${seed} 可重新发出同样的牌）`,
  botPlayer: (name, kind) => `${name}（${kind} 机器人）`,
  handOff: (name, seat) => `请把终端交给 ${name}（座位 ${seat}），然后按回车… `,
  resignConfirm: (name, leaves = false) =>
    (leaves ? `确定以 ${name} 的身份认输并离开对局吗？其他玩家继续。(是/否，yes/no) ` : `确定以 ${name} 的身份认输吗？(是/否，yes/no) `),
  yesWords: ['yes', 'y', '是', '确定'],
  yesNo: ['yes', 'no', '是', '否'],
  moveCount: (n) => `共有 ${n} 个着法；输入 "moves" 查看。`,
  tookBack: '已撤回你的上一步。',
  wentBack: (steps) => `已回到这一步开始之前（撤回了 ${steps} 步）。`,
  tableNoBots: '--table 由牌桌边的玩家用自己的卡牌进行：请去掉 --bot 和 --vs',
  tableResumeSeeded: (path) => `--table --resume 需要在牌桌上或由 cardref play 写下的记录（含 "> 牌堆: 卡牌" 行的实录）；${path} 中没有`,
  tableHeader: '使用实体卡：随机结果由 cardref 询问牌桌',
  tableSetup: '正在布置牌桌',
  tableMove: (who, choice) => `${who}：${choice}`,
  tableDeck: (name, key) => `${name} 的牌组 ${key}`,
  tablePile: (key) => `牌堆 ${key}`,
  tablePrivate: (name, pile, nth) => `${name}，只有你能看到：从 ${pile} 来的是哪张牌？（第 ${nth} 张）`,
  tableShown: (pile, nth) => `所有人都能看到：从 ${pile} 来的是哪张牌？（第 ${nth} 张）`,
  tableFirst: (seats) => `谁先手？输入座位：${seats}`,
  tablePick: (key, n) => `随机选择“${key}”：是哪一个，1 到 ${n}？`,
  tableSoFar: (names) => `已告知：${names}`,
  tableSoFarSeparator: '；',
  tableGoesFirst: (name) => `${name} 先手`,
  tablePicked: (key, n) => `随机选择“${key}”：${n}`,
  tableHow: (n) => `输入卡名、卡名的一部分或卡牌编号（可能的有 ${n} 张；"moves" 列出）。"undo" 撤回上一个回答。`,
  tableHowPick: '输入数字（谁先手：座位编号或玩家名）。"undo" 撤回上一个回答。',
  tableNotThere: (typed, pile, hint, could) => `${typed} 现在不可能从 ${pile} 出现。${hint ? `你是不是要输入“${hint}”？` : ''}可能的牌：${could}`,
  tableBadPick: (typed, n, hint) => `${typed} 不是这里的选项：请输入 1 到 ${n} 的数字。${hint ? `你是不是要输入“${hint}”？` : ''}`,
  tableStdinBad: (line, why) => `标准输入第 ${line} 行：${why}`,
  tableUndone: '已撤回上一个回答，请重新回答。',
  tableWithdrawn: '这一步还没有告知任何牌，因此撤回这一步本身。',
  tableReopened: (pile) => `已撤回最后告知的牌（来自${pile}），请重新回答。`,
  tableNothingTold: '还没有告知任何东西。',
  tableNoBoard: '牌桌布置告知完毕后才会摆出局面。',
  tableCommands: '"moves" 列出可能的回答；board、info 和 history 与着法提示处相同，显示对局情况。它们都不会回答这个问题。',
  tableInfoByName: '这里 info 需要卡牌的名称或编号：info 名称。',
  tableWhyShown: (why, nth) => `${why}：是哪张牌？${nth > 1 ? `（第 ${nth} 张）` : ''}`,
  tableWhyPrivate: (why, name, nth) => `${why}：是哪张牌？${nth > 1 ? `（第 ${nth} 张）` : ''}只有${name}能看到。`,
  tableWhyPick: (why, n) => `${why}：是哪一个，1 到 ${n}？`,
  tableHelpWhy: (why) => `询问原因：${why}。`,
  tableHelpAsked: (why, pile, seen) => `${why ? `询问原因：${why}。` : ''}这张牌来自${pile}；${seen}。cardref 看不到你们的实体卡：请告诉它是哪张牌。`,
  tableHelpEveryone: '所有人都能看到',
  tableHelpOnly: (name) => `只有${name}能看到，所以在${name}的画面上询问`,
  tableHelpType: (n) => `按卡面输入这张牌：完整卡名，或其他可能的牌都没有的卡名片段，不分大小写，中文或英文均可；也可以输入编号。可能的牌有 ${n} 张；对不上任何一张时会给出建议。`,
  tableHelpList: '按 Tab 补全可能的牌的编号；"undo" 撤回上一个回答。',
  tableCardLabel: (name, id) => `${name}（${id}）`,
  tableCardSeparator: ' · ',
  tableSeveral: (typed, could) => `${typed} 是多张可能的牌的卡名的一部分：${could}。请多输入一些卡名，或输入编号。`,
  tableMoreCards: (n) => `另有 ${n} 张（"moves" 列出）`,
  decides: (name, seat) => `▶ ${name}（座位 ${seat}，你）`,
  boardCut: (lines) => `  ⋯ 还有 ${lines} 行盘面放不下：请把终端调高，或输入 "board" ⋯`,
  boardCutShort: (lines) => `  ⋯ 还有 ${lines} 行：输入 "board" ⋯`,
  morePages: (shown) => `（${shown}；按回车看更多）`,
  pageRange: (from, to, total, unit) => {
    const measure = unit === 'moves' ? '步' : '行';
    return `第 ${from === to ? from : `${from}–${to}`} ${measure}，共 ${total} ${measure}`;
  },
  historyEmpty: '还没有人走过一步。',
  seatLeft: (name, others) => `${name} 认输离席；${others.join('、')} 继续对局`,
  lastPage: (shown) => `（${shown}）`,
  didYouMean: (word) => `你是不是想输入 \`${word}\`？`,
  infoUsage: 'info N：你手里的牌；info field N：你的场上；info opp N：下一位的场上；info 名称：任意一张牌。',
  infoNoCard: (place) => `"${place}" 处没有你能看到的牌。`,
  infoUnknown: (name, hint) => `没有叫 "${name}" 的牌。${hint ? `你是不是想找 "${hint}"？` : ''}`,
  botThinking: (name) => `${name} 正在思考…`,
  hintThinking: '正在寻找提示（只用你的视角）…',
  bestMove: (best, rates) => `最佳：${best} · 估计胜率：${rates.join('、')}`,
  hintOnlyMove: (move) => `只有一种着法：${move}。`,
  unjudgedMove: (move) => `没有提示：电脑不评判这一步，总是选 ${move}`,
  explainMove: (number, player, played, agrees) => `${number}. ${player}：${played}${agrees ? '（机器人也这样下）' : ''}`,
  explainHeader: (iterations) => `每次决策都由 hard 机器人的搜索（${iterations} 次迭代）只从决策座位的视角分析。` +
    '每个座位的分析会提到它自己的着法：对局进行中只给该座位本人看。',
  explainNone: '没有可分析的决策（每次都只有一种着法）。',
  earlierEvents: (n) => `（更早的 ${n} 步：输入 "history"）`,
  boardYou: (name) => `▶ 你（${name}）`,
  boardOther: (name) => name,
  boardLegend: '图例：',
  helpBoard: '盘面读法：',
  pickTitle: '选择一个着法',
  selectKeys: { navigate: '移动', select: '选择' },
  helpNow: '当前：',
  helpKinds: '现在可以走的着法（每类一个例子）：',
  helpKind: (count, example, meaning) => `${count} 种  例如 \`${example}\` —— ${meaning}`,
  helpForm: (usage, topic) => `格式：${usage}（规则：${topic}）`,
  helpHowTo: '按显示的样子输入着法，或输入 "moves" 列表中的编号；"pick" 从列表中选择；按 Tab 自动补全。',
  helpAlso: (commands, game) => `其他命令：${commands}。规则：cardref rules ${game}`,
  illegalMove: (typed) => `${typed} 现在不是合法着法。`,
  illegalBecause: (reason) => `原因：${reason}${/[.?!。？！]$/u.test(reason) ? '' : '。'}`,
  legalLikeIt: '类似的合法着法：',
  legalNowLabel: '当前合法着法：',
  moreMoves: (n) => `（还有 ${n} 个：输入 "moves"）`,
  stdinIllegal: (line, typed, name, prompt) => `标准输入第 ${line} 行：${name} 的着法 ${typed} 不合法（${prompt}）`,
  legalNow: (moves) => `当前合法着法：${moves}`,
  gameOver: (result) => `对局结束：${result}`,
  logSaved: (path) => `记录已保存到 ${path}（cardref replay ${path}）`,
  resumeHint: (game, path, command = 'play') => `记录已保存：用 cardref ${command} ${game} --resume ${path} 继续`,
  inputEnded: (moves, where) => `输入已结束；对局进行中，已进行 ${moves} 步。${where}`,
  abortedLine: (where) => `\n已中止。${where}`,
  abortedNothingSaved: '\n已中止：第一步之前就停下了，没有保存任何记录。',
  logSaveFailed: (why) => `${why}。记录没有保存；对局继续，cardref 每步之后都会重试（请腾出空间或修复文件夹）。`,
  logStillUnsaved: (path) => `记录 ${path} 仍然没有保存。`,
  logSavedAgain: (path) => `记录已重新保存：${path}`,
  logNotSavedEnd: (path, why) => `记录无法保存（${why}）；${path} 中没有本局最后的着法。`,
  result: (result, players) => {
    const who = result.winners.length === 0 ? (result.labelText ?? result.label ?? '平局') : `${result.winners.map((s) => players[s]).join('和')}获胜`;
    return `${who}（${result.reason}）`;
  },

  seatRange: (seats) => `--seat 必须为 1 到 ${seats}`,
  atRange: (moves) => `--at 必须为 0 到 ${moves}（记录共有 ${moves} 步）`,
  legalThere: (moves) => `该处的合法着法：${moves}`,
  validBefore: (n, path) => `（此前的 ${n} 步均合法；查看该处局面：cardref replay ${path} --at ${n}）`,
  afterMove: (at, moves) => `第 ${at} 步之后（共 ${moves} 步）`,
  movesVerified: (n) => `${n} 步已验证`,
  inProgress: '对局进行中',
  atStart: '开局，第 1 步之前',
  resignsGame: (name) => `${name} 认输`,
  resignsLeaves: (name) => `${name} 认输并离开对局；其他玩家继续`,
  stepNoJson: '--step 是交互式的，没有 JSON 形式；要第 N 步之后的局面请用 --at N --json',
  stepPrompt: (at, moves) => `第 ${at}/${moves} 步 · 回车：下一步 · b：后退 · g N：跳到 N · q：退出 · ?：帮助 > `,
  stepHelp: [
    '回车、n、next    下一步',
    'b、back          后退一步',
    'g N、N           跳到第 N 步（0 = 开局）',
    'q、quit          退出',
    '?、h、help       显示本帮助',
  ].join('\n'),
  stepUnknown: (typed, help) => `${typed} 不是逐步回放的命令：\n${help}`,
  stepAtStart: '这里是对局的开始。',
  stepAtEnd: '这里是记录的末尾。',
  gameInProgress: '对局进行中。',

  simHead: ['座位', '机器人', '牌组', '胜局', '胜率', '95% 置信区间'],
  simSummary: (s) => `${s.games} 局 · 平局 ${s.draws}${s.lostToGame ? ` · 输给游戏 ${s.lostToGame}` : ''} · 未完成 ${s.unfinished} · 每局决策数：平均 ${s.mean}，最多 ${s.max} · ${s.seconds} 秒`,
  simTime: (elapsed, left) => `已用 ${elapsed}${left === undefined ? '' : ` · 预计还需 ${left}`}`,
  workerFailed: (message) => `模拟工作线程失败：${message}`,

  netBadUrl: (text) => `${text} 不是加入行的 URL（应为 ws://HOST:PORT/#SECRET，即主持方打印的形式）`,
  netUnreachable: (where, detail) => `无法连接 ${where} 的主持方（${detail}）：那里是否在运行 \`cardref host\`，端口是否已转发？`,
  netRefused: (message) => `主持方拒绝：${message}`,
  netVersion: (ours, host) => `主持方使用网络协议版本 ${host}，本 cardref 为 ${ours}：请两端使用相同版本的 cardref`,
  netTimeout: (where) => `${where} 的主持方未在时限内完成握手`,
  netLost: (where, seconds) => `与 ${where} 的连接已断开，${seconds} 秒内未能恢复；再次运行同一行即可重新加入`,
  netTakenOver: '另一个连接用此座位的密钥接管了座位',
  netReconnecting: '连接中断，正在重新连接…',
  netReconnected: '已重新连接',
  netMalformed: (problem) => `已忽略主持方发来的一条不符合协议的消息（${problem}）`,
  netThinking: (name) => `${name} 正在思考…`,
  netDisconnected: (names) => `${names.join('、')} 已断开，等待中`,
  netWaiting: '等待所有座位加入…',
  netWatching: '观战中',
  netNotYours: (name) => `现在是 ${name} 的决策，不是你的（其间可用 say、history、board 和 info）`,
  netNotConnected: '未连接（正在重新连接…）：请稍后再试',
  netHostSays: (message) => `主持方：${message}`,
  netUndone: (name) => `${name} 撤回了一步`,
  netSayUsage: 'say 文本：向牌桌上所有人发送一行',
  netBotUnavailable: (kind) => `--bot ${kind} 无法代打加入的座位：只有 random 能仅凭座位自己的视角下棋；其他机器人需要搜索只有主持方才有的完整对局状态（请在主持方使用 --bot N=${kind}）`,
  netLeft: '已离开牌桌；座位会保留：再次运行同一行即可重新加入。',
  netJoined: (name, seat, game) => `${game} · 座位 ${seat}（${name}）`,
  netWatchingGame: (game) => `${game} · 观战`,
  netHostStopped: '主持方在对局结束前停止了；待其恢复（cardref host --resume）后，再次运行同一行即可',
  netNotJoinLine: '这是观战行：应使用 `cardref watch`（座位的加入行对应一个座位）',
  netNotWatchLine: '这是座位的加入行：应使用 `cardref join`（观战者有自己的一行）',
  hostSecretsFile: '密钥文件',
  hostBadSecrets: (path) => `${path} 不是 cardref host 的密钥文件（被改动过，或属于另一局）`,
  hostSecretsExist: (path) => `${path} 已存在：这份记录上的联网对局还没结束。用 --resume 继续，或换一个 --log`,
  hostCannotListen: (address, port, why) => `无法在 ${address} 的 ${port} 端口监听：${why}`,
  hostOneTerminal: (option) => `${option} 不能用于主持对局：${{
    '--open': '明牌与交接屏幕属于同一块共享屏幕；主持的对局中每个座位在自己的终端上只看自己的手牌',
    '--handoff': '主持的对局没有交接屏幕，因为没有座位与别人共用屏幕',
  }[option] ?? '这是单终端对局的选项'}`,
  hostTableSeatNone: '--table --seat none：大家都看得到的牌要在主持方的终端上告知，所以主持方须占一个座位（--seat N）',
  tableAskedThere: (name) => `（由 ${name} 在自己的终端上回答）`,
  netTableAsked: '你在牌桌上的牌：你输入的内容只发给主持方，其他人只能看到规则允许他们看到的部分。',
  hostSeatIsBot: (seat) => `${seat} 号座位由机器人操作（--bot）：请换一个 --seat，或用 none`,
  hostJoinLine: (seat, name, line) => `seat ${seat} (${name}): ${line}`,
  hostWatchLine: (line) => `watch: ${line}`,
  hostOpenWarning: (address) => `正在 ${address} 上监听：任何能连到这台机器并拿到入座行的人都能占用该座位`,
  hostWaiting: '等待所有座位加入……（Ctrl+C 停止）',
  hostJoined: (name) => `${name} 已加入`,
  hostLeft: (name) => `${name} 已断开，等待中（用同一行重新加入；"replace" 可把座位交给机器人）`,
  hostSeatLine: (seat, name, kind, connected) =>
    `${seat} 号座位（${name}）：${kind === 'host' ? '本终端' : kind === 'bot' ? '机器人' : connected ? '已连接' : '已断开'}`,
  hostChatName: '主机',
  hostSayUsage: '要说什么？"say 文字" 向全桌发送一行',
  hostReplaceUsage: '替换哪个座位？"replace 2 hard"：一个由别处操作的座位，再加机器人（easy、normal、hard、random、greedy、mcts）',
  hostReplaced: (seat, kind) => `${seat} 号座位从现在起由 ${kind} 机器人操作`,
  hostWordsOnly: (words) => `现在由其他座位决定；你可以输入：${words}`,
  hostVersionRefused: (theirs, ours) => `已拒绝一个网络协议版本为 ${theirs} 的客户端：本 cardref 使用版本 ${ours}；双方需要相同的 cardref 版本`,
};
