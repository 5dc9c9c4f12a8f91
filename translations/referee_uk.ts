<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk_UA">
<context>
    <name>AssumedDialog</name>
    <message>
        <source>What it changes: %1</source>
        <translation>На що впливає: %1</translation>
    </message>
    <message>
        <source>Assumed values: %1</source>
        <translation>Прийняті припущення: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n value(s) in this ruleset were chosen, not read in a rule text.</source>
        <translation>
            <numerusform>%n значення в цих правилах обрано, а не прочитано в тексті правил.</numerusform>
            <numerusform>%n значення в цих правилах обрано, а не прочитано в тексті правил.</numerusform>
            <numerusform>%n значень у цих правилах обрано, а не прочитано в тексті правил.</numerusform>
        </translation>
    </message>
    <message>
        <source>Each changes the results below it; a number worked from one carries a * mark. Confirm them with the organisers.</source>
        <translation>Кожне з них впливає на результати, описані нижче; число, пораховане за таким значенням, позначено знаком *. Уточніть їх в організаторів.</translation>
    </message>
</context>
<context>
    <name>AssumedNotes</name>
    <message>
        <source>Taken as: no abortive draws. EMA 2012 had them (nine terminals, four winds, four riichi, four kans); ask the organisers whether yours plays them.</source>
        <extracomment>The engine's note (an id) -&gt; the English sentence for players.</extracomment>
        <translation>Прийнято: перерваних нічиїх немає. В EMA 2012 вони були (дев’ять терміналів, чотири вітри, чотири ріічі, чотири кани); уточніть в організаторів, чи грають їх на вашому турнірі.</translation>
    </message>
    <message>
        <source>Taken as: a chombo in the last hand ends the game, as the EMA tournament software does. Under EMA 2016 the hand was replayed; ask the organisers.</source>
        <translation>Прийнято: чомбо в останній роздачі завершує гру, як у турнірній програмі EMA. За EMA 2016 роздачу перегравали; уточніть в організаторів.</translation>
    </message>
    <message>
        <source>Taken as: a double-wind pair is worth 2 fu. Some rulesets give 4 fu; ask the organisers.</source>
        <translation>Прийнято: пара подвійного вітру дає 2 фу. У деяких правилах — 4 фу; уточніть в організаторів.</translation>
    </message>
    <message>
        <source>Taken as: a kan after riichi must change neither the waits nor the reading of the hand, as in the EMA 2025 examples. A looser rule checks only the waits.</source>
        <translation>Прийнято: кан після ріічі не повинен змінювати ні очікувань, ні розбору руки, як у прикладах EMA 2025. М’якше правило перевіряє лише очікування.</translation>
    </message>
    <message>
        <source>Taken as: riichi sticks left at the end go to first place, split equally on a tie (rounded down). Some rulesets leave them unpaid; ask the organisers.</source>
        <translation>Прийнято: палички ріічі, що лишилися наприкінці, отримує перше місце; при рівності вони діляться порівну (з округленням донизу). У деяких правилах вони пропадають; уточніть в організаторів.</translation>
    </message>
    <message>
        <source>Taken as: no nagashi mangan. EMA 2012 had it; ask the organisers whether yours plays it.</source>
        <translation>Прийнято: нагаші мангану немає. В EMA 2012 він був; уточніть в організаторів, чи грають його на вашому турнірі.</translation>
    </message>
    <message>
        <source>Renhou is paid as the better of 5 han on its own and the hand's normal value: the rules say the highest value is always taken.</source>
        <translation>Ренхо оплачується за більшим із двох: 5 ханів саме по собі або звичайна вартість руки — правила кажуть завжди брати більшу вартість.</translation>
    </message>
    <message>
        <source>The EMA 2025 rules are read two ways: here renhou is paid as the better of 5 han on its own and the hand's normal value; the other reading pays 5 han only, with every other yaku dropped. Ask the organisers.</source>
        <translation>Правила EMA 2025 тлумачать по-різному: тут ренхо оплачується за більшим із двох — 5 ханів саме по собі або звичайна вартість руки; за іншим тлумаченням ренхо дає лише 5 ханів, а решта яку не зараховуються. Уточніть в організаторів.</translation>
    </message>
    <message>
        <source>Taken as: riichi may be declared while at least one tile is left in the wall. Some rulesets ask for four; ask the organisers.</source>
        <translation>Прийнято: ріічі можна оголосити, поки в стіні лишається хоча б один тайл. Деякі правила вимагають чотири; уточніть в організаторів.</translation>
    </message>
    <message>
        <source>The rules do not say; a furiten hand is taken as tenpai at a draw, as most rulesets count it.</source>
        <translation>У правилах про це не сказано; рука у фурітені вважається темпаєм при нічиїй, як у більшості правил.</translation>
    </message>
    <message>
        <source>The rules do not say; a ready hand without a yaku is taken as tenpai at a draw, as in EMA 2016.</source>
        <translation>У правилах про це не сказано; готова рука без яку вважається темпаєм при нічиїй, як в EMA 2016.</translation>
    </message>
    <message>
        <source>A hand replayed after a chombo does not count as a played hand (EMA 2016, §5.9).</source>
        <translation>Роздача, перегравана після чомбо, не вважається зіграною (EMA 2016, §5.9).</translation>
    </message>
    <message>
        <source>EMA 2016 does not say; a ready hand without a yaku is taken as tenpai at a draw.</source>
        <translation>В EMA 2016 про це не сказано; готова рука без яку вважається темпаєм при нічиїй.</translation>
    </message>
    <message>
        <source>Taken as: an abortive draw adds a honba and the dealer stays, as in the 2012-era rules.</source>
        <translation>Прийнято: після перерваної нічиї додається хонба й дилер лишається, як у правилах часів 2012 року.</translation>
    </message>
    <message>
        <source>Taken as: a chombo is paid at the table as a reverse mangan, as the 2012 rules are quoted. Later editions deduct points from the final score instead.</source>
        <translation>Прийнято: чомбо оплачується за столом як зворотний манган, як цитують правила 2012 року. У пізніших редакціях натомість віднімаються очки з підсумку.</translation>
    </message>
    <message>
        <source>Taken as: nagashi mangan is paid like a mangan tsumo, with honba and riichi sticks, as in the 2012-era rules. Other rulesets pay it as a draw.</source>
        <translation>Прийнято: нагаші манган оплачується як манган з цумо, з хонбами й паличками ріічі, як у правилах часів 2012 року. В інших правилах його оплачують як нічию.</translation>
    </message>
    <message>
        <source>Temporary furiten also ends on any call that breaks the turn order, as in the 2012 rules.</source>
        <translation>Тимчасовий фурітен закінчується й після будь-якого оголошення, що перериває черговість ходів, як у правилах 2012 року.</translation>
    </message>
    <message>
        <source>The rules do not say; a ready hand without a yaku is taken as tenpai at a draw.</source>
        <translation>У правилах про це не сказано; готова рука без яку вважається темпаєм при нічиїй.</translation>
    </message>
    <message>
        <source>Taken as: uma +30,000 / +10,000 / −10,000 / −30,000, as a 2012 tournament played it. Later EMA editions use 15,000 / 5,000; ask the organisers.</source>
        <translation>Прийнято: ума +30 000 / +10 000 / −10 000 / −30 000, як на турнірі 2012 року. У пізніших редакціях EMA — 15 000 / 5 000; уточніть в організаторів.</translation>
    </message>
    <message>
        <source>A double-wind pair is worth 2 fu; older WRC rules gave 4 fu.</source>
        <translation>Пара подвійного вітру дає 2 фу; у попередніх правилах WRC — 4 фу.</translation>
    </message>
    <message>
        <source>The rules do not say; as in EMA, a hand whose winning tiles are all in sight still counts as tenpai at a draw.</source>
        <translation>У правилах про це не сказано; як в EMA, рука, усі виграшні тайли якої на виду, при нічиїй усе одно в темпаї.</translation>
    </message>
    <message>
        <source>Taken as: 13 han or more is a counted yakuman (kazoe). Some rulesets stop at sanbaiman; ask the organisers.</source>
        <translation>Прийнято: 13 ханів і більше — казое якуман. У деяких правилах межа — санбайман; уточніть в організаторів.</translation>
    </message>
    <message>
        <source>Taken as: with pao, only the yakuman the liable player gave is shared; any other yakuman in the hand is paid as usual. Ask the organisers.</source>
        <translation>Прийнято: при пао ділиться лише якуман, за який відповідає відповідальний; решта якуманів руки оплачуються як звичайно. Уточніть в організаторів.</translation>
    </message>
    <message>
        <source>The EMA 2025 rules are read two ways: here riichi is allowed with fewer than 1,000 points (the score may go below zero), as in EMA 2016; the other reading asks for at least 1,000. Ask the organisers.</source>
        <translation>Правила EMA 2025 тлумачать по-різному: тут ріічі можна оголосити й маючи менше ніж 1 000 очок (рахунок може піти в мінус), як в EMA 2016; за іншим тлумаченням потрібно щонайменше 1 000. Уточніть в організаторів.</translation>
    </message>
    <message>
        <source>Taken as: a chombo costs 30,000 off the final score, as the WRC 2025 rules are quoted. WRC 2015 and the optional lighter penalties take 20,000; ask the organisers.</source>
        <translation>Прийнято: чомбо коштує 30 000 з підсумку, як цитують правила WRC 2025. У WRC 2015 і в необов’язковому варіанті з м’якшими штрафами — 20 000; уточніть в організаторів.</translation>
    </message>
    <message>
        <source>Taken as: a kan after riichi must change neither the waits nor the reading of the hand, as comparisons of rulesets give the WRC 2025 rule. One short summary names only the waits; ask the organisers.</source>
        <translation>Прийнято: кан після ріічі не повинен змінювати ні очікувань, ні розбору руки — так правило WRC 2025 подають порівняння правил. Один короткий огляд говорить лише про очікування; уточніть в організаторів.</translation>
    </message>
    <message>
        <source>Taken as: pao applies to big three dragons, big four winds and four kans, as the WRC 2025 rules are quoted. EMA has no pao for four kans; ask the organisers.</source>
        <translation>Прийнято: пао буває за дайсанген, дайсуши і суканцу, як цитують правила WRC 2025. В EMA пао за суканцу немає; уточніть в організаторів.</translation>
    </message>
    <message>
        <source>Renhou is paid as a mangan, or as the hand's normal value when that is higher.</source>
        <translation>Ренхо оплачується як манган або за звичайною вартістю руки, якщо вона вища.</translation>
    </message>
    <message>
        <source>Taken as: no chankan on a closed kan, even with kokushi musou. Many rulesets allow it for kokushi; ask the organisers.</source>
        <translation>Прийнято: чанкан на закритий кан не можна, навіть із Кокуші мусо. Багато правил дозволяють його для Кокуші; уточніть в організаторів.</translation>
    </message>
    <message>
        <source>The rules name no time limit; 90 minutes are used, as in EMA. Set the tournament's own limit on the clock.</source>
        <translation>У правилах немає ліміту часу; взято 90 хвилин, як в EMA. Встановіть на годиннику ліміт свого турніру.</translation>
    </message>
    <message>
        <source>The rules name no signal; it sounds 15 minutes before the end, as in EMA.</source>
        <translation>У правилах сигнал не названо; він лунає за 15 хвилин до кінця, як в EMA.</translation>
    </message>
    <message>
        <source>Taken as: when time is up, the current hand is finished and one more is played, as in EMA 2016. Some rulesets stop after the current hand; ask the organisers.</source>
        <translation>Прийнято: коли час вийшов, поточну роздачу дограють і грають ще одну, як в EMA 2016. У деяких правилах гра закінчується після поточної роздачі; уточніть в організаторів.</translation>
    </message>
    <message>
        <source>The rules do not say; as in EMA 2016, when time is up the current hand is finished and one more is played. Ask the organisers.</source>
        <translation>У правилах про це не сказано; як в EMA 2016, коли час вийшов, поточну роздачу дограють і грають ще одну. Уточніть в організаторів.</translation>
    </message>
    <message>
        <source>Taken as: 75 minutes of play, as a 2025 tournament's page quotes the WRC 2025 rules (EMA plays 90). Set the tournament's own limit on the clock.</source>
        <translation>Прийнято: на гру 75 хвилин — так правила WRC 2025 цитує сторінка турніру 2025 року (в EMA — 90). Встановіть на годиннику ліміт свого турніру.</translation>
    </message>
    <message>
        <source>Taken as: no signal before the end of time, as a 2025 tournament's page quotes the WRC 2025 rules. EMA gives one 15 minutes before the end; ask the organisers.</source>
        <translation>Прийнято: сигналу перед кінцем часу немає — так правила WRC 2025 цитує сторінка турніру 2025 року. В EMA сигнал лунає за 15 хвилин до кінця; уточніть в організаторів.</translation>
    </message>
    <message>
        <source>Taken as: when time is up, the current hand is finished and one more is played, as a 2025 tournament's page quotes the WRC 2025 rules. WRC 2015 stopped after the current hand; ask the organisers.</source>
        <translation>Прийнято: коли час вийшов, поточну роздачу дограють і грають ще одну — так правила WRC 2025 цитує сторінка турніру 2025 року. У WRC 2015 гра закінчувалася після поточної роздачі; уточніть в організаторів.</translation>
    </message>
    <message>
        <source>Taken as: a chombo in the last hand ends the game (the hand is not replayed), as in WRC 2015. It is not confirmed for WRC 2025; any other hand is replayed after a chombo. Ask the organisers.</source>
        <translation>Прийнято: чомбо в останній роздачі завершує гру (роздачу не перегравають), як у WRC 2015. Для WRC 2025 це не підтверджено; будь-яку іншу роздачу після чомбо перегравають. Уточніть в організаторів.</translation>
    </message>
    <message>
        <source>Taken as: riichi may be declared even when no tile is left in the live wall, as one source quotes a 2025 clarification of the WRC rules. Another reading asks for at least one tile left; ask the organisers.</source>
        <translation>Прийнято: ріічі можна оголосити, навіть якщо в живій стіні не лишилося жодного тайла, — так одне джерело цитує роз’яснення 2025 року до правил WRC. За іншим тлумаченням у стіні має лишитися хоча б один тайл; уточніть в організаторів.</translation>
    </message>
    <message>
        <source>Taken as: temporary furiten ends at the player's next draw or call, as most rulesets read it.</source>
        <translation>Прийнято: тимчасовий фурітен закінчується при наступному доборі чи оголошенні гравця, як у більшості правил.</translation>
    </message>
    <message>
        <source>Taken as: several yakuman in one hand add up (two are a double yakuman). Some rulesets pay only one; ask the organisers.</source>
        <translation>Прийнято: кілька якуманів в одній руці додаються (два — подвійний якуман). Деякі правила платять лише один; уточніть в організаторів.</translation>
    </message>
    <message>
        <source>The regulations do not say; the EMA 2012 rule is used, which they follow elsewhere.</source>
        <translation>У регламенті про це не сказано; діє правило EMA 2012, якого регламент дотримується в решті.</translation>
    </message>
    <message>
        <source>The regulations do not say; as in EMA 2012, an abortive draw adds a honba and the dealer stays.</source>
        <translation>У регламенті про це не сказано; як в EMA 2012, після перерваної нічиї додається хонба й дилер лишається.</translation>
    </message>
    <message>
        <source>The regulations do not say; as in EMA 2012, the dealer cannot end the game early by winning the last hand (no agari-yame).</source>
        <translation>У регламенті про це не сказано; як в EMA 2012, дилер не може закінчити гру, вигравши останню роздачу (агаріяме немає).</translation>
    </message>
    <message>
        <source>The regulations do not say; as in EMA 2012, the game goes on when a player drops below zero.</source>
        <translation>У регламенті про це не сказано; як в EMA 2012, гра триває, коли в гравця менше нуля.</translation>
    </message>
    <message>
        <source>The regulations do not say; as in EMA 2012, a chombo is paid at the table as a reverse mangan.</source>
        <translation>У регламенті про це не сказано; як в EMA 2012, чомбо оплачується за столом як зворотний манган.</translation>
    </message>
    <message>
        <source>No double riichi: it is not in the regulations' list of yaku, which names every yaku played.</source>
        <translation>Подвійного ріічі немає: його немає в списку яку регламенту, а там перелічено всі яку.</translation>
    </message>
    <message>
        <source>The regulations do not say; each honba is worth 300, as in every other ruleset.</source>
        <translation>У регламенті про це не сказано; кожна хонба коштує 300, як в усіх інших правилах.</translation>
    </message>
    <message>
        <source>The regulations do not say; as in every other ruleset, a kan after riichi is made only with the tile just drawn.</source>
        <translation>У регламенті про це не сказано; як в усіх інших правилах, кан після ріічі оголошують лише з щойно взятим тайлом.</translation>
    </message>
    <message>
        <source>The regulations do not say; played without kiriage mangan (4 han 30 fu stays 7,700). Ask the organisers.</source>
        <translation>У регламенті про це не сказано; грається без кіріаге мангану (4 хани 30 фу лишаються 7 700). Уточніть в організаторів.</translation>
    </message>
    <message>
        <source>Taken as: several players may ron the same discard and all are paid (no head bump). Ask the organisers.</source>
        <translation>Прийнято: на один скид можуть оголосити рон кілька гравців, і всі отримують виплату (без атамахане). Уточніть в організаторів.</translation>
    </message>
    <message>
        <source>The regulations do not say; as in EMA 2012, on a multiple ron each winner gets the honba.</source>
        <translation>У регламенті про це не сказано; як в EMA 2012, при кількох ронах хонби отримує кожен переможець.</translation>
    </message>
    <message>
        <source>Taken as: nagashi mangan is paid like a mangan tsumo, with honba and riichi sticks, as in the 2012-era rules. Ask the organisers.</source>
        <translation>Прийнято: нагаші манган оплачується як манган з цумо, з хонбами й паличками ріічі, як у правилах часів 2012 року. Уточніть в організаторів.</translation>
    </message>
    <message>
        <source>The regulations do not say; noten payments total the usual 3,000.</source>
        <translation>У регламенті про це не сказано; виплата за нотен — звичайні 3 000.</translation>
    </message>
    <message>
        <source>Taken as: paarenchan is the dealer's eighth win in a row; a draw in between ends the streak. Ask the organisers.</source>
        <translation>Прийнято: паренчан — восьмий виграш дилера поспіль; нічия між ними перериває серію. Уточніть в організаторів.</translation>
    </message>
    <message>
        <source>The regulations do not say; as in EMA, the discarder pays the honba when pao ends in a ron.</source>
        <translation>У регламенті про це не сказано; як в EMA, при пао й роні хонбу платить той, хто скинув.</translation>
    </message>
    <message>
        <source>The regulations do not say; as in EMA, the liable player pays the honba when pao ends in a tsumo.</source>
        <translation>У регламенті про це не сказано; як в EMA, при пао й цумо хонбу платить відповідальний.</translation>
    </message>
    <message>
        <source>The regulations do not say; as in EMA 2012, a dealer in tenpai at a draw stays dealer.</source>
        <translation>У регламенті про це не сказано; як в EMA 2012, дилер у темпаї при нічиїй лишається дилером.</translation>
    </message>
    <message>
        <source>Taken as: from five honba on, the dealer needs 2 han from yaku (dora do not count); other players keep the 1-han minimum. Ask the organisers.</source>
        <translation>Прийнято: починаючи з п’яти хонб дилерові потрібно 2 хани від яку (дора не рахується); для інших мінімум — 1 хан. Уточніть в організаторів.</translation>
    </message>
    <message>
        <source>Taken as: tied players add up the uma and oka of the places they share and split them equally. Ask the organisers.</source>
        <translation>Прийнято: гравці з рівним рахунком додають уму й оку своїх місць і ділять порівну. Уточніть в організаторів.</translation>
    </message>
    <message>
        <source>Taken as: in the last hand the dealer may stop the game when in first place with 30,000 or more; each hand of a West round counts as a last hand.</source>
        <translation>Прийнято: в останній роздачі дилер може закінчити гру, якщо він на першому місці й має 30 000 або більше; кожна роздача західного раунду вважається останньою.</translation>
    </message>
    <message>
        <source>Online play prevents a chombo; for a game at a real table the app pays it as a reverse mangan.</source>
        <translation>Онлайн чомбо не буває; для гри за справжнім столом програма оплачує його як зворотний манган.</translation>
    </message>
    <message>
        <source>Final scores are rounded to the nearest 1,000 before oka and uma (500 rounds up); first place takes what rounding leaves, so the results add up to zero. Tenhou does not say how a score below zero is rounded: here by its size, so −1,500 becomes −2,000 (not −1,000).</source>
        <translation>Підсумкові очки округлюються до найближчої тисячі до оки й уми (500 — догори); перше місце отримує залишок від округлення, щоб сума підсумків була нульовою. Як округлювати рахунок нижче нуля, Tenhou не каже: тут — за модулем, тож −1 500 стає −2 000 (а не −1 000).</translation>
    </message>
    <message>
        <source>Pao applies to big three dragons and big four winds; four kans is not in the rules (some lobbies add it).</source>
        <translation>Пао буває за дайсанген і дайсуши; суканцу в правилах немає (у деяких лобі його додають).</translation>
    </message>
    <message>
        <source>Taken as: uma +20,000 / +10,000 / −10,000 / −20,000, as the ranked lobby plays. Tournaments often use 15,000 / 5,000; ask the organisers.</source>
        <translation>Прийнято: ума +20 000 / +10 000 / −10 000 / −20 000, як у рейтинговому лобі. На турнірах часто 15 000 / 5 000; уточніть в організаторів.</translation>
    </message>
    <message>
        <source>Taken as: an abortive draw keeps the dealer and adds a honba.</source>
        <translation>Прийнято: після перерваної нічиї дилер лишається й додається хонба.</translation>
    </message>
    <message>
        <source>Taken as: the game ends by itself when the dealer wins the last hand in first place with 30,000 or more, as on Tenhou.</source>
        <translation>Прийнято: гра закінчується сама, якщо дилер виграє останню роздачу, будучи першим із 30 000 або більше, як на Tenhou.</translation>
    </message>
    <message>
        <source>Taken as on Tenhou: a hand whose winning tiles are all in sight still counts as tenpai at a draw.</source>
        <translation>Прийнято як на Tenhou: рука, усі виграшні тайли якої на виду, при нічиїй усе одно в темпаї.</translation>
    </message>
    <message>
        <source>Taken as: 13 han or more is a counted yakuman (kazoe).</source>
        <translation>Прийнято: 13 ханів і більше — казое якуман.</translation>
    </message>
    <message>
        <source>Taken as: on a multiple ron all riichi sticks go to the winner nearest the discarder. Ask the organisers.</source>
        <translation>Прийнято: при кількох ронах усі палички ріічі отримує переможець, найближчий до того, хто скинув. Уточніть в організаторів.</translation>
    </message>
    <message>
        <source>Taken as: a rinshan kaihou win gets the 2 tsumo fu.</source>
        <translation>Прийнято: виграш ріншан кайхо отримує 2 фу за цумо.</translation>
    </message>
    <message>
        <source>Taken as on Tenhou: temporary furiten ends with the player's own next discard.</source>
        <translation>Прийнято як на Tenhou: тимчасовий фурітен закінчується наступним скидом самого гравця.</translation>
    </message>
    <message>
        <source>Taken as: a ready hand without a yaku counts as tenpai at a draw.</source>
        <translation>Прийнято: готова рука без яку вважається темпаєм при нічиїй.</translation>
    </message>
    <message>
        <source>Counts only where the tournament plays abortive draws: each then adds a honba.</source>
        <translation>Має значення, лише якщо турнір грає перервані нічиї: тоді після кожної додається хонба.</translation>
    </message>
    <message>
        <source>A chombo costs twice the uma step after uma: 40,000 with uma 30/10, 20,000 with uma 15/5.</source>
        <translation>Чомбо коштує подвійний крок уми після уми: 40 000 при умі 30/10, 20 000 при умі 15/5.</translation>
    </message>
    <message>
        <source>A chombo costs twice the uma step, as the basic rules say; the older referee guide says a flat 20,000.</source>
        <translation>Чомбо коштує подвійний крок уми, як в основних правилах; у старому посібнику судді — рівно 20 000.</translation>
    </message>
    <message>
        <source>The rules do not say; read as written, a hand whose winning tiles are all in sight is still tenpai at a draw.</source>
        <translation>У правилах про це не сказано; якщо читати буквально, рука, усі виграшні тайли якої на виду, при нічиїй усе одно в темпаї.</translation>
    </message>
    <message>
        <source>Uma 30/10 as in the current rules; the tournament may set 15/5 as earlier editions did (chosen when a new game starts).</source>
        <translation>Ума 30/10, як у чинних правилах; турнір може встановити 15/5, як у попередніх редакціях (обирається на початку нової гри).</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>Autosave failed: %1</source>
        <extracomment>Sets of slots tried before an instance falls back to one of its own (``instance-p&lt;pid&gt;``). Sequence numbers stay below this (12 digits: what the strict reader accepts) and wrap. slots the last `candidates(set_aside=True)` renamed out of the way this instance's own slots (see `claim_slots`), held until `release` returns ``(case_note, table_note)``; the File actions set it to their notes kinds whose last save failed (the window says so until a save succeeds)</extracomment>
        <translation>Автозбереження не вдалося: %1</translation>
    </message>
</context>
<context>
    <name>BreakdownView</name>
    <message>
        <source>Breakdown</source>
        <extracomment>lupdate finds `translate("Context", "text")` calls; the alias keeps them short. an action offered with an error ("plain_fives": count the red fives as plain fives) the ruleset the result was scored under (an `engine.rulesets.Ruleset`): its assumed notes explain a marked total</extracomment>
        <translation>Підрахунок</translation>
    </message>
    <message numerus="yes">
        <source>%n more tile(s) needed</source>
        <translation><numerusform>Потрібен ще %n тайл</numerusform><numerusform>Потрібно ще %n тайли</numerusform><numerusform>Потрібно ще %n тайлів</numerusform></translation>
    </message>
    <message>
        <source>With 13 tiles (calls counted) the breakdown shows the waits; with 14 it shows the value.</source>
        <translation>За 13 тайлів (з урахуванням сетів) тут показано очікування, за 14 — вартість руки.</translation>
    </message>
    <message>
        <source>Not a winning hand</source>
        <translation>Руку не зібрано</translation>
    </message>
    <message>
        <source>No yaku</source>
        <translation>Немає яку</translation>
    </message>
    <message>
        <source>Not enough han</source>
        <translation>Замало ханів</translation>
    </message>
    <message>
        <source>Impossible situation</source>
        <translation>Неможлива ситуація</translation>
    </message>
    <message>
        <source>Cannot score this hand</source>
        <translation>Цю руку не можна підрахувати</translation>
    </message>
    <message>
        <source>Ron: %1 from the discarder</source>
        <translation>Рон: %1 з того, хто скинув</translation>
    </message>
    <message>
        <source>Tsumo: %1 from each player</source>
        <translation>Цумо: %1 з кожного гравця</translation>
    </message>
    <message>
        <source>(counters included)</source>
        <translation>(з урахуванням хонби)</translation>
    </message>
    <message>
        <source>No hand yet</source>
        <translation>Руки поки немає</translation>
    </message>
    <message>
        <source>Click tiles in the palette or type the hand in the notation field (for example 123m456p789s11z22z) and press Enter.</source>
        <translation>Клацайте тайли в палітрі або наберіть руку в полі запису (наприклад, 123m456p789s11z22z) і натисніть Enter.</translation>
    </message>
    <message>
        <source>Count the red fives as plain fives</source>
        <translation>Рахувати червоні п’ятірки звичайними п’ятірками</translation>
    </message>
    <message>
        <source>Counters: +%1 from the discarder</source>
        <translation>Хонба: +%1 з того, хто скинув</translation>
    </message>
    <message>
        <source>Counters: +%1 from each player</source>
        <translation>Хонба: +%1 з кожного гравця</translation>
    </message>
    <message>
        <source>Yaku</source>
        <translation>Яку</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Разом</translation>
    </message>
    <message>
        <source>(by ron)</source>
        <translation>(з рону)</translation>
    </message>
    <message>
        <source>Not tenpai</source>
        <translation>Не темпай</translation>
    </message>
    <message>
        <source>No tile completes this hand. Add the winning tile to score a win.</source>
        <translation>Жоден тайл не збирає цю руку. Додайте виграшний тайл, щоб підрахувати виграш.</translation>
    </message>
    <message>
        <source>no win</source>
        <translation>немає виграшу</translation>
    </message>
    <message>
        <source>why?</source>
        <translation>чому?</translation>
    </message>
    <message>
        <source>Too many tiles</source>
        <translation>Забагато тайлів</translation>
    </message>
    <message>
        <source>Remove tiles to continue.</source>
        <translation>Приберіть зайві тайли, щоб продовжити.</translation>
    </message>
    <message>
        <source>Total received</source>
        <translation>Усього отримано</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>Фу</translation>
    </message>
    <message>
        <source>Reading</source>
        <translation>Розбір</translation>
    </message>
    <message>
        <source>Why not…</source>
        <translation>Чому не…</translation>
    </message>
    <message>
        <source>(called)</source>
        <translation>(оголошено)</translation>
    </message>
    <message>
        <source>Tsumo: %1 / %2 (each non-dealer / the dealer)</source>
        <translation>Цумо: %1 / %2 (кожен не-дилер / дилер)</translation>
    </message>
    <message>
        <source>no yaku</source>
        <translation>немає яку</translation>
    </message>
    <message>
        <source>not possible</source>
        <translation>неможливо</translation>
    </message>
    <message>
        <source>not enough han</source>
        <translation>замало ханів</translation>
    </message>
    <message>
        <source>Riichi sticks on the table: +%1</source>
        <extracomment>lupdate finds `translate("Context", "text")` calls; the alias keeps them short.</extracomment>
        <translation>Палички ріічі на столі: +%1</translation>
    </message>
    <message>
        <source>Runner-up reading: %1, %2 points</source>
        <translation>Наступний за вартістю розбір: %1, очок: %2</translation>
    </message>
    <message>
        <source>Under this ruleset this hand does not count as tenpai at a draw.</source>
        <translation>За цими правилами при нічиїй ця рука не вважається темпаєм.</translation>
    </message>
    <message>
        <source>Wait</source>
        <translation>Очікування</translation>
    </message>
    <message>
        <source>Ron</source>
        <translation>Рон</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation>Цумо</translation>
    </message>
    <message>
        <source>%1 fu, rounded up to %2 fu</source>
        <translation>%1 фу, округлено вгору до %2 фу</translation>
    </message>
    <message>
        <source>Tenpai</source>
        <translation>Темпай</translation>
    </message>
    <message>
        <source>Waits: %1</source>
        <translation>Очікування: %1</translation>
    </message>
</context>
<context>
    <name>CaseFiles</name>
    <message>
        <source>The file %1 does not exist.</source>
        <extracomment>Case/table files are a few KB; a long game's history stays far below this. A table file nests about 7 levels deep (file &gt; table &gt; history &gt; entry &gt; outcome &gt; ...). English source strings; placeholders: %1 file name, %2 field, %3 detail, %4 found, %5 limit.</extracomment>
        <translation>Файл %1 не існує.</translation>
    </message>
    <message>
        <source>The file %1 could not be read: %3.</source>
        <translation>Не вдалося прочитати файл %1: %3.</translation>
    </message>
    <message>
        <source>The file %1 is too large (%4 KB; a case or table file is at most %5 KB).</source>
        <translation>Файл %1 завеликий (%4 КБ; файл розбору чи столу — не більше %5 КБ).</translation>
    </message>
    <message>
        <source>The file %1 is empty.</source>
        <translation>Файл %1 порожній.</translation>
    </message>
    <message>
        <source>The file %1 is not UTF-8 text (a binary or damaged file?).</source>
        <translation>Файл %1 — не текст в UTF-8 (двійковий або пошкоджений файл?).</translation>
    </message>
    <message>
        <source>The file %1 is damaged or truncated: it is not valid JSON (%3).</source>
        <translation>Файл %1 пошкоджений або обрізаний: це некоректний JSON (%3).</translation>
    </message>
    <message>
        <source>The file %1 names the key “%2” twice in one object.</source>
        <translation>У файлі %1 ключ «%2» двічі трапляється в одному об’єкті.</translation>
    </message>
    <message>
        <source>The file %1 contains a number that is not finite (%3).</source>
        <translation>У файлі %1 є нескінченне або нечислове значення (%3).</translation>
    </message>
    <message>
        <source>The file %1 contains an absurdly large number.</source>
        <translation>У файлі %1 є безглуздо велике число.</translation>
    </message>
    <message>
        <source>The file %1 is nested too deeply (more than %5 levels).</source>
        <translation>У файлі %1 надто глибока вкладеність (понад %5 рівнів).</translation>
    </message>
    <message>
        <source>The file %1 does not hold a JSON object.</source>
        <translation>У файлі %1 немає об’єкта JSON.</translation>
    </message>
    <message>
        <source>The file %1 is not a referee case or table file (format: %4).</source>
        <translation>Файл %1 — не файл розбору й не файл столу (формат: %4).</translation>
    </message>
    <message>
        <source>The file %1 is a %4 file, not the kind expected here.</source>
        <translation>Файл %1 має тип %4, а тут очікується інший.</translation>
    </message>
    <message>
        <source>The file %1 was written by a newer version of the app (file version %4; this version reads up to %5). Please update the app.</source>
        <translation>Файл %1 записано новішою версією програми (версія файлу %4; ця версія читає до %5). Оновіть програму.</translation>
    </message>
    <message>
        <source>The file %1 has no valid version number.</source>
        <translation>У файлі %1 немає коректного номера версії.</translation>
    </message>
    <message>
        <source>The file %1 has a wrong value in “%2”: %3.</source>
        <translation>У файлі %1 хибне значення в полі «%2»: %3.</translation>
    </message>
    <message>
        <source>The file %1 names a ruleset this app does not know: %3.</source>
        <translation>У файлі %1 зазначено правила, яких програма не знає: %3.</translation>
    </message>
    <message>
        <source>The file %1 could not be loaded: %3.</source>
        <translation>Не вдалося завантажити файл %1: %3.</translation>
    </message>
    <message>
        <source>The file %1 could not be written: %3.</source>
        <translation>Не вдалося записати файл %1: %3.</translation>
    </message>
    <message>
        <source>expected a short text</source>
        <extracomment>Field-level details (English source strings, translated at display time).</extracomment>
        <translation>очікується короткий текст</translation>
    </message>
    <message>
        <source>expected a text of at most 20000 characters</source>
        <translation>очікується текст не довший за 20000 символів</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>очікується true або false</translation>
    </message>
    <message>
        <source>expected a whole number from 0 to 999</source>
        <translation>очікується ціле число від 0 до 999</translation>
    </message>
    <message>
        <source>expected a list of at most 4 calls such as pon:777z</source>
        <translation>очікується список щонайбільше з 4 сетів, наприклад pon:777z</translation>
    </message>
    <message>
        <source>expected ron or tsumo</source>
        <translation>очікується ron або tsumo</translation>
    </message>
    <message>
        <source>expected E, S, W or N</source>
        <translation>очікується E, S, W або N</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>очікується об’єкт</translation>
    </message>
    <message>
        <source>the field is missing</source>
        <translation>поле відсутнє</translation>
    </message>
    <message>
        <source>The file %1 has no field “%2”.</source>
        <translation>У файлі %1 немає поля «%2».</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>рядок %1, стовпець %2</translation>
    </message>
    <message>
        <source>it is not an ordinary file</source>
        <translation>це не звичайний файл</translation>
    </message>
    <message>
        <source>it is a link to another file</source>
        <translation>це посилання на інший файл</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>це тека</translation>
    </message>
</context>
<context>
    <name>CheckPage</name>
    <message>
        <source>Hand</source>
        <extracomment>lupdate finds `translate("Context", "text")` calls; the alias keeps them short. the palette shows the dora mode (its indicators are tiles the player can see)</extracomment>
        <translation>Рука</translation>
    </message>
    <message>
        <source>What it costs:</source>
        <translation>Чим це загрожує:</translation>
    </message>
    <message>
        <source>Save the check</source>
        <translation>Зберегти перевірку</translation>
    </message>
    <message>
        <source>Export the check</source>
        <translation>Експорт перевірки</translation>
    </message>
    <message>
        <source>Case files (*.json)</source>
        <translation>Файли розбору (*.json)</translation>
    </message>
    <message>
        <source>PDF or PNG (*.pdf *.png)</source>
        <translation>PDF або PNG (*.pdf *.png)</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Тайли</translation>
    </message>
    <message>
        <source>Clear the page</source>
        <translation>Очистити сторінку</translation>
    </message>
    <message>
        <source>Empty every field of this check (Ctrl+Backspace)</source>
        <translation>Очистити всі поля цієї перевірки (Ctrl+Backspace)</translation>
    </message>
    <message>
        <source>Ctrl+L notation field, Tab next field, Enter applies the notation. Ctrl+R compare rulesets, F11 show to the table, Ctrl+S save, Ctrl+E export.</source>
        <translation>Ctrl+L — поле запису, Tab — наступне поле, Enter застосовує запис. Ctrl+R — порівняти правила, F11 — показати всім, Ctrl+S — зберегти, Ctrl+E — експорт.</translation>
    </message>
    <message>
        <source>The case</source>
        <translation>Випадок</translation>
    </message>
    <message>
        <source>Notation</source>
        <translation>Запис</translation>
    </message>
    <message>
        <source>Notation of the tiles</source>
        <translation>Запис тайлів</translation>
    </message>
    <message>
        <source>The player's seat wind; East is the dealer.</source>
        <translation>Вітер місця гравця; Схід — дилер.</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Відповідь</translation>
    </message>
    <message>
        <source>The rule</source>
        <translation>Правило</translation>
    </message>
    <message>
        <source>Open this rule on the Rules tab</source>
        <translation>Відкрити це правило на вкладці «Правила»</translation>
    </message>
    <message>
        <source>Compare rulesets</source>
        <translation>Порівняти правила</translation>
    </message>
    <message>
        <source>The same check under every preset (Ctrl+R)</source>
        <translation>Та сама перевірка за кожним набором правил (Ctrl+R)</translation>
    </message>
    <message>
        <source>Show to the table</source>
        <translation>Показати всім</translation>
    </message>
    <message>
        <source>The answer in large type (F11)</source>
        <translation>Відповідь великим шрифтом (F11)</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Зберегти…</translation>
    </message>
    <message>
        <source>Save the check as a case file (Ctrl+S)</source>
        <translation>Зберегти перевірку як файл розбору (Ctrl+S)</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Експорт…</translation>
    </message>
    <message>
        <source>Export the check as PDF or PNG (Ctrl+E)</source>
        <translation>Експортувати перевірку в PDF або PNG (Ctrl+E)</translation>
    </message>
</context>
<context>
    <name>CheckShowOverlay</name>
    <message>
        <source>Esc returns to the Checks tab.</source>
        <translation>Esc — назад на вкладку «Перевірки».</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
    <message>
        <source>Shown to the table</source>
        <translation>Показано всім</translation>
    </message>
</context>
<context>
    <name>CheckText</name>
    <message>
        <source>Furiten</source>
        <extracomment>the answer type of one check (`engine.answers`) The words of every check (`core.check_state.CHECKS`), by its kind; each entry's answer type is its check's, so the dict holds them as ``Any`` (narrowed once, in `report`).</extracomment>
        <translation>Фурітен</translation>
    </message>
    <message>
        <source>Closed kan after riichi</source>
        <translation>Закритий кан після ріічі</translation>
    </message>
    <message>
        <source>Tenpai at an exhaustive draw</source>
        <translation>Темпай при вичерпній нічиїй</translation>
    </message>
    <message>
        <source>Swap-calling (kuikae)</source>
        <translation>Куікае</translation>
    </message>
    <message>
        <source>Nine terminals and honours</source>
        <translation>Кюсю кюхай</translation>
    </message>
    <message>
        <source>One of the waits (%1) is in the player's own discards.</source>
        <translation>Одне з очікувань (%1) є у скиді гравця.</translation>
    </message>
    <message>
        <source>Waits %1 are in the player's own discards.</source>
        <translation>Очікування %1 є у скиді гравця.</translation>
    </message>
    <message>
        <source>One of the waits (%1) was passed since the player's last discard (temporary furiten).</source>
        <translation>Після останнього скиду гравець пропустив одне з очікувань (%1) (тимчасовий фурітен).</translation>
    </message>
    <message>
        <source>Waits %1 were passed since the player's last discard (temporary furiten).</source>
        <translation>Після останнього скиду гравець пропустив очікування %1 (тимчасовий фурітен).</translation>
    </message>
    <message>
        <source>One of the waits (%1) was passed after riichi: furiten until the end of the hand.</source>
        <translation>Після ріічі пропущено одне з очікувань (%1): фурітен до кінця роздачі.</translation>
    </message>
    <message>
        <source>Waits %1 were passed after riichi: furiten until the end of the hand.</source>
        <translation>Після ріічі пропущено очікування %1: фурітен до кінця роздачі.</translation>
    </message>
    <message>
        <source>The ruleset's penalty catalogue says nothing on this.</source>
        <extracomment>information the verdict does not rest on, shown apart from `lines` (never aloud)</extracomment>
        <translation>Каталог штрафів цих правил про це мовчить.</translation>
    </message>
    <message>
        <source>source: %1</source>
        <translation>джерело: %1</translation>
    </message>
    <message>
        <source>(assumed)</source>
        <translation>(припущення)</translation>
    </message>
    <message>
        <source>Not tenpai: no tile wins, so no furiten.</source>
        <translation>Не темпай: жоден тайл не виграє, фурітену немає.</translation>
    </message>
    <message>
        <source>Furiten: no ron (tsumo is allowed).</source>
        <translation>Фурітен: рон не можна (цумо можна).</translation>
    </message>
    <message>
        <source>Not furiten: ron is allowed.</source>
        <translation>Не фурітен: рон можна.</translation>
    </message>
    <message>
        <source>Waits</source>
        <translation>Очікування</translation>
    </message>
    <message>
        <source>The claimed tile %1 does not complete the hand.</source>
        <translation>Тайл %1, на який оголошено рон, не завершує руку.</translation>
    </message>
    <message>
        <source>Ron on %1 is allowed.</source>
        <translation>Рон на %1 дозволено.</translation>
    </message>
    <message>
        <source>Ron on %1 is not allowed.</source>
        <translation>Рон на %1 не дозволено.</translation>
    </message>
    <message>
        <source>The closed kan is allowed.</source>
        <translation>Закритий кан дозволено.</translation>
    </message>
    <message>
        <source>The closed kan is not allowed.</source>
        <translation>Закритий кан не дозволено.</translation>
    </message>
    <message>
        <source>Waits before the kan</source>
        <translation>Очікування до кана</translation>
    </message>
    <message>
        <source>Waits after the kan</source>
        <translation>Очікування після кана</translation>
    </message>
    <message>
        <source>For information only: this ruleset looks at the waits, not at the readings.</source>
        <translation>Лише для довідки: ці правила зважають на очікування, а не на розбір руки.</translation>
    </message>
    <message>
        <source>Reading the kan breaks (on %1): %2 + pair %3</source>
        <translation>Розбір, який ламає кан (на %1): %2 + пара %3</translation>
    </message>
    <message>
        <source>Allowed: the kan does not change the waits (this ruleset looks at them only).</source>
        <translation>Можна: кан не змінює очікувань (ці правила зважають лише на них).</translation>
    </message>
    <message>
        <source>Seat wind: %1, round wind: %2</source>
        <translation>Вітер місця: %1, вітер раунду: %2</translation>
    </message>
    <message>
        <source>Counts as tenpai at the draw.</source>
        <translation>При нічиїй зараховується темпай.</translation>
    </message>
    <message>
        <source>Does not count as tenpai (noten).</source>
        <translation>Темпай не зараховується (нотен).</translation>
    </message>
    <message>
        <source>%1: no copy left (%2); in hand %3, in calls %4, seen elsewhere %5.</source>
        <translation>%1: копій не лишилося (%2); у руці %3, у відкритих сетах %4, видно в інших місцях %5.</translation>
    </message>
    <message>
        <source>Still counts under this ruleset.</source>
        <translation>За цими правилами все одно зараховується.</translation>
    </message>
    <message>
        <source>The hand has no yaku on any wait.</source>
        <translation>На жодному очікуванні рука не має яку.</translation>
    </message>
    <message>
        <source>The hand is furiten (a wait is in its own discards).</source>
        <translation>Рука у фурітені (очікування є у власному скиді).</translation>
    </message>
    <message>
        <source>A riichi that does not count as tenpai: noten riichi.</source>
        <translation>Ріічі без зарахованого темпаю: нотен-ріічі.</translation>
    </message>
    <message>
        <source>The discard is allowed.</source>
        <translation>Скид дозволено.</translation>
    </message>
    <message>
        <source>The discard is not allowed (swap-calling).</source>
        <translation>Скид не дозволено (куікае).</translation>
    </message>
    <message>
        <source>The call</source>
        <translation>Відкритий сет</translation>
    </message>
    <message>
        <source>Swap tiles after this call</source>
        <translation>Тайли куікае після цього сету</translation>
    </message>
    <message>
        <source>The abortive draw may be called.</source>
        <translation>Можна оголосити перервану нічию.</translation>
    </message>
    <message>
        <source>The abortive draw may not be called.</source>
        <translation>Перервану нічию оголосити не можна.</translation>
    </message>
    <message>
        <source>%1 different terminals and honours (%2 needed).</source>
        <translation>Різних терміналів і благородних: %1 (потрібно %2).</translation>
    </message>
    <message>
        <source>Terminals and honours</source>
        <translation>Термінали й благородні</translation>
    </message>
    <message>
        <source>The hand is dealt again; no payments.</source>
        <translation>Перероздача, виплат немає.</translation>
    </message>
    <message>
        <source>The dealer stays.</source>
        <translation>Дилер залишається.</translation>
    </message>
    <message>
        <source>The deal passes on.</source>
        <translation>Роздача переходить до наступного дилера.</translation>
    </message>
    <message>
        <source>Counters added: %1.</source>
        <translation>Додано хонб: %1.</translation>
    </message>
    <message>
        <source>Riichi sticks stay on the table.</source>
        <translation>Палички ріічі лишаються на столі.</translation>
    </message>
    <message>
        <source>Enter the case: the answer appears as you type.</source>
        <translation>Введіть випадок: відповідь з’являється під час введення.</translation>
    </message>
</context>
<context>
    <name>ChecksView</name>
    <message>
        <source>%1 (Alt+%2)</source>
        <translation>%1 (Alt+%2)</translation>
    </message>
</context>
<context>
    <name>CompareChecksDialog</name>
    <message>
        <source>%1 under every ruleset</source>
        <translation>%1 за всіма правилами</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Відповідь</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Чому</translation>
    </message>
</context>
<context>
    <name>CompareDialog</name>
    <message>
        <source>No win</source>
        <extracomment>lupdate finds `translate("Context", "text")` calls; the alias keeps them short. Columns that wrap when the dialog is narrow, the first to give way first: payment, yaku, ruleset name. Value and total keep their width. Narrowest a wrapping column gets, in average character widths (its longest unbreakable piece, e.g. one yaku with its han, is kept whole when wider). The yaku column's width when there is room, in average character widths: a few yaku a line.</extracomment>
        <translation>Немає виграшу</translation>
    </message>
    <message>
        <source>%1 (red fives as plain fives)</source>
        <extracomment>the columns' natural and least widths, measured once per filling of the table (a resize asks for them again and again; the texts and fonts have not changed) the column widths the rows were last made tall enough for</extracomment>
        <translation>%1 (червоні п’ятірки як звичайні)</translation>
    </message>
    <message>
        <source>Compare rulesets</source>
        <translation>Порівняння правил</translation>
    </message>
    <message>
        <source>The same hand and situation under every preset. Highlighted cells differ from the ruleset selected now.</source>
        <translation>Та сама рука й ситуація за всіма наборами правил. Виділені клітинки відрізняються від правил, обраних зараз.</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Вартість</translation>
    </message>
    <message>
        <source>Yaku and dora</source>
        <translation>Яку й дора</translation>
    </message>
    <message>
        <source>Payment</source>
        <translation>Виплата</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Разом</translation>
    </message>
    <message>
        <source>Differs from the current ruleset.</source>
        <translation>Відрізняється від поточних правил.</translation>
    </message>
    <message>
        <source>%1 (current)</source>
        <translation>%1 (поточні)</translation>
    </message>
</context>
<context>
    <name>CorrectionFlow</name>
    <message>
        <source>Correct…</source>
        <extracomment>a tool button's menu arrow in room of its own right of the text (the style draws it in the bottom-right corner, over the last letters: "Correct…" read "Correct.⌄") a correction of the record, for the ruling log a correction began or ended, or the record changed: the view shows the table again the form was filled for a correction: its result is to be previewed the hand being corrected in the form: ("edit" | "insert", index) or None</extracomment>
        <translation>Виправлення…</translation>
    </message>
    <message>
        <source>Correct the record: a past hand, a forgotten hand, the seating</source>
        <translation>Виправити запис: минулу роздачу, забуту роздачу, розсадку</translation>
    </message>
    <message>
        <source>Edit the selected hand… (F2)</source>
        <translation>Змінити обрану роздачу… (F2)</translation>
    </message>
    <message>
        <source>Change its result; every later hand is settled again</source>
        <translation>Змінити її результат; усі наступні роздачі перераховуються</translation>
    </message>
    <message>
        <source>Insert a forgotten hand before it… (Ins)</source>
        <translation>Вставити перед нею забуту роздачу… (Ins)</translation>
    </message>
    <message>
        <source>Enter a hand that was played but not recorded</source>
        <translation>Внести роздачу, яку зіграли, але не записали</translation>
    </message>
    <message>
        <source>Delete the selected hand… (Del)</source>
        <translation>Видалити обрану роздачу… (Del)</translation>
    </message>
    <message>
        <source>A hand entered by mistake; every later hand is settled again</source>
        <translation>Роздача, внесена помилково; усі наступні роздачі перераховуються</translation>
    </message>
    <message>
        <source>Fix the seating…</source>
        <translation>Виправити розсадку…</translation>
    </message>
    <message>
        <source>Two players sat in each other's seats from a hand on</source>
        <translation>Двоє гравців, починаючи з однієї з роздач, сиділи на місцях одне одного</translation>
    </message>
    <message>
        <source>Undo the last correction</source>
        <translation>Скасувати останнє виправлення</translation>
    </message>
    <message>
        <source>Enter the first pending hand</source>
        <translation>Внести першу відкладену роздачу</translation>
    </message>
    <message>
        <source>Put a hand that could not be settled again into the form</source>
        <translation>Перенести у форму роздачу, яку не вдалося перерахувати</translation>
    </message>
    <message>
        <source>Discard the pending hands…</source>
        <translation>Не враховувати відкладені роздачі…</translation>
    </message>
    <message>
        <source>Table number and player ids…</source>
        <translation>Номер столу і номери гравців…</translation>
    </message>
    <message>
        <source>For the tournament's report and rating lists</source>
        <translation>Для звіту турніру та рейтинг-листів</translation>
    </message>
    <message>
        <source>Correcting hand %1 (%2): change its result, give the reason, then Apply correction. Esc cancels.</source>
        <translation>Виправлення роздачі %1 (%2): змініть результат, вкажіть причину й натисніть «Виправити». Esc — скасування.</translation>
    </message>
    <message>
        <source>Inserting a hand before hand %1 (%2): enter its result, give the reason, then Apply correction. Esc cancels.</source>
        <translation>Вставлення роздачі перед роздачею %1 (%2): внесіть результат, вкажіть причину й натисніть «Виправити». Esc — скасування.</translation>
    </message>
    <message>
        <source>The record was left as it was.</source>
        <translation>Запис залишено без змін.</translation>
    </message>
    <message>
        <source>Give the reason for the correction.</source>
        <translation>Вкажіть причину виправлення.</translation>
    </message>
    <message>
        <source>Delete a hand</source>
        <translation>Видалення роздачі</translation>
    </message>
    <message>
        <source>Delete hand %1 (%2)? Every later hand is settled again.</source>
        <translation>Видалити роздачу %1 (%2)? Усі наступні роздачі буде перераховано.</translation>
    </message>
    <message>
        <source>The last correction was taken back.</source>
        <translation>Останнє виправлення скасовано.</translation>
    </message>
    <message>
        <source>A pending hand is in the form: check it, then Apply (or change it).</source>
        <translation>Відкладену роздачу перенесено у форму: перевірте її й натисніть «Застосувати» (або змініть).</translation>
    </message>
    <message>
        <source>Discard pending hands</source>
        <translation>Не враховувати відкладені роздачі</translation>
    </message>
    <message numerus="yes">
        <source>Discard the %n pending hand(s)? They are kept in the corrections journal.</source>
        <translation>
            <numerusform>Не враховувати %n відкладену роздачу? Вона залишиться в журналі виправлень.</numerusform>
            <numerusform>Не враховувати %n відкладені роздачі? Вони залишаться в журналі виправлень.</numerusform>
            <numerusform>Не враховувати %n відкладених роздач? Вони залишаться в журналі виправлень.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Corrections</name>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Причина:</translation>
    </message>
    <message>
        <source>Why the record is corrected (for the report)</source>
        <translation>Чому виправляється запис (для звіту)</translation>
    </message>
    <message>
        <source>Cancel correction</source>
        <translation>Скасувати виправлення</translation>
    </message>
    <message>
        <source>Leave the record as it is (Esc)</source>
        <translation>Залишити запис як є (Esc)</translation>
    </message>
    <message>
        <source>Fix the seating</source>
        <translation>Виправити розсадку</translation>
    </message>
    <message>
        <source>Two players sat in each other's seats: from the hand chosen on, every hand is credited to the player who really sat there, and settled again.</source>
        <translation>Двоє гравців сиділи на місцях одне одного: починаючи з обраної роздачі, кожна роздача зараховується тому, хто справді сидів на цьому місці, і перераховується.</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Гравець:</translation>
    </message>
    <message>
        <source>&amp;Sat in the seat of:</source>
        <translation>&amp;Сидів(ла) на місці гравця:</translation>
    </message>
    <message>
        <source>From &amp;hand:</source>
        <translation>З &amp;роздачі:</translation>
    </message>
    <message>
        <source>Table and players</source>
        <translation>Стіл і гравці</translation>
    </message>
    <message>
        <source>&amp;Table number:</source>
        <translation>&amp;Номер столу:</translation>
    </message>
    <message>
        <source>As the tournament numbers it</source>
        <translation>Як у розкладі турніру</translation>
    </message>
    <message>
        <source>Rating list id (optional)</source>
        <translation>Номер у рейтинг-листі (необов’язково)</translation>
    </message>
    <message>
        <source>ID of %1:</source>
        <translation>Номер (%1):</translation>
    </message>
</context>
<context>
    <name>DrawTenpaiPage</name>
    <message>
        <source>Hand and calls</source>
        <translation>Рука й відкриті сети</translation>
    </message>
    <message>
        <source>e.g. 1112345678999m | dora:4p</source>
        <translation>напр. 1112345678999m | dora:4p</translation>
    </message>
    <message>
        <source>Seen elsewhere</source>
        <translation>Видно на столі</translation>
    </message>
    <message>
        <source>others' ponds and calls: 5p5p 6s</source>
        <translation>скиди й сети інших: 5p5p 6s</translation>
    </message>
    <message>
        <source>Own discards</source>
        <translation>Власний скид</translation>
    </message>
    <message>
        <source>the player's own pond</source>
        <translation>скид самого гравця</translation>
    </message>
    <message>
        <source>The player declared riichi</source>
        <translation>Гравець оголосив ріічі</translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <source>Something went wrong inside the app. What you entered has been kept: you can carry on, or save your work and restart.</source>
        <extracomment>Set to 1 (or pass --startup-benchmark) to print when the window is first shown, then quit. `riichi-referee engine COMMAND ...`: the engine's command line (`python -m engine`).</extracomment>
        <translation>У програмі сталася помилка. Усе, що ви ввели, збережено: можна працювати далі або зберегти роботу й перезапустити програму.</translation>
    </message>
    <message>
        <source>The details were written to %1</source>
        <translation>Подробиці записано в %1</translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>Непередбачена помилка</translation>
    </message>
</context>
<context>
    <name>Examples</name>
    <message>
        <source>Yaku</source>
        <extracomment>lupdate context of the tables below. Themes, in the order the dialog lists them.</extracomment>
        <translation>Яку</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>Фу</translation>
    </message>
    <message>
        <source>Limits and counters</source>
        <translation>Ліміти й хонби</translation>
    </message>
    <message>
        <source>Tricky readings</source>
        <translation>Складні розбори</translation>
    </message>
    <message>
        <source>Pinfu with tsumo: 20 fu</source>
        <extracomment>id -&gt; (one-line title, what the example teaches). Numbers in the texts are the engine's answer for the example, worked by hand in tests/app/views/hand/test_examples.py.</extracomment>
        <translation>Пінфу з цумо: 20 фу</translation>
    </message>
    <message>
        <source>A closed hand of runs, a pair worth no fu and a two-sided wait: pinfu. Won by tsumo it takes no tsumo fu, so it is a flat 20 fu. Menzen tsumo and pinfu make 2 han: 400 from each non-dealer, 700 from the dealer.</source>
        <translation>Закрита рука з послідовностей, пара без фу й двостороннє очікування: пінфу. При виграші з цумо фу за цумо не нараховуються, рівно 20 фу. Мензен цумо й пінфу дають 2 хани: по 400 з кожного не-дилера, 700 з дилера.</translation>
    </message>
    <message>
        <source>Chankan: ron on a tile added to a pon</source>
        <translation>Чанкан: рон на тайл, доданий до пону</translation>
    </message>
    <message>
        <source>Another player adds a 6m to a pon to make a kan; that 6m completes this hand, so the kan can be robbed. Chankan is 1 han and counts as a ron: with pinfu and tanyao, 3 han 30 fu, 3,900.</source>
        <translation>Інший гравець додає 6m до пону, оголошуючи кан; цей 6m завершує цю руку, тож кан можна викрасти. Чанкан дає 1 хан і вважається роном: із пінфу й таньяо — 3 хани 30 фу, 3 900.</translation>
    </message>
    <message>
        <source>Rinshan kaihou: winning on the kan replacement tile</source>
        <translation>Ріншан кайхо: виграш на тайлі після кана</translation>
    </message>
    <message>
        <source>After a closed kan the replacement tile completes the hand. Rinshan kaihou is 1 han and counts as a tsumo (menzen tsumo, +2 fu). With the closed kan of simples (16 fu): 38 fu, rounded to 40; 3 han 40 fu, 1,300 and 2,600 from the dealer.</source>
        <translation>Після закритого кана тайл, добраний з мертвої стіни, завершує руку. Ріншан кайхо дає 1 хан і вважається цумо (мензен цумо, +2 фу). Із закритим каном простих (16 фу): 38 фу, округлюється до 40; 3 хани 40 фу: по 1 300 і 2 600 з дилера.</translation>
    </message>
    <message>
        <source>Haitei: the last wall tile is a yaku</source>
        <translation>Хайтей: останній тайл стіни — це яку</translation>
    </message>
    <message>
        <source>This open hand has no other yaku, but a tsumo on the last tile of the wall is haitei raoyue, 1 han. 20 base fu + 2 for the tsumo = 22, rounded to 30 fu: 300 from each non-dealer, 500 from the dealer.</source>
        <translation>Ця відкрита рука не має інших яку, але цумо на останньому тайлі живої стіни — це хайтей, 1 хан. 20 базових фу + 2 за цумо = 22, округлюється до 30 фу: по 300 з кожного не-дилера, 500 з дилера.</translation>
    </message>
    <message>
        <source>Dora but no yaku: not a win</source>
        <translation>Дора без яку: виграшу немає</translation>
    </message>
    <message>
        <source>Three dora, but this open hand has no yaku: its terminals rule out tanyao and pinfu needs a closed hand. Dora never make a yaku, so the win is refused. Declared with the tiles shown, it is a chombo.</source>
        <translation>Три дори, але ця відкрита рука не має яку: термінали виключають таньяо, а пінфу вимагає закритої руки. Дора ніколи не дає яку, тож виграш не зараховано. Оголошена з відкритими тайлами, вона — чомбо.</translation>
    </message>
    <message>
        <source>Open hand of pinfu shape: 30 fu on a ron</source>
        <translation>Відкрита рука форми пінфу: 30 фу при роні</translation>
    </message>
    <message>
        <source>Runs only, a plain pair and a two-sided wait, but the hand is open: no pinfu and only the 20 base fu. An open hand is never scored at 20 fu: it gets 2 fu and rounds to 30. Open tanyao, 1 han 30 fu: 1,000.</source>
        <translation>Лише послідовності, проста пара й двостороннє очікування, але рука відкрита: пінфу немає, є лише 20 базових фу. Відкрита рука ніколи не рахується по 20 фу: вона отримує 2 фу й округлюється до 30. Відкрите таньяо, 1 хан 30 фу: 1 000.</translation>
    </message>
    <message>
        <source>Closed kan of terminals: 32 fu</source>
        <translation>Закритий кан терміналів: 32 фу</translation>
    </message>
    <message>
        <source>A closed kan of 1m is worth 32 fu (open: 16; a closed pon: 8). 20 base fu + 10 for a closed ron + 32 = 62, rounded up to 70 fu: riichi alone pays 2,300.</source>
        <translation>Закритий кан 1m коштує 32 фу (відкритий — 16, закритий пон — 8). 20 базових фу + 10 за закритий рон + 32 = 62, округлюється вгору до 70 фу: саме ріічі приносить 2 300.</translation>
    </message>
    <message>
        <source>Double-wind pair: 2 fu (EMA 2025)</source>
        <translation>Пара подвійного вітру: 2 фу (EMA 2025)</translation>
    </message>
    <message>
        <source>The East dealer in the East round holds a pair of East. EMA 2025 (a value from secondary sources) and WRC count the double-wind pair as 2 fu: 20 + 10 for a closed ron + 8 for the closed pon of 9s + 2 = 40 fu; riichi 1 han pays 2,000. Compare the RRC example.</source>
        <translation>Дилер-Схід у раунді Сходу має пару Сходу. EMA 2025 (за вторинними джерелами) і WRC рахують пару подвійного вітру як 2 фу: 20 + 10 за закритий рон + 8 за закритий пон 9s + 2 = 40 фу; ріічі 1 хан приносить 2 000. Порівняйте з прикладом RRC.</translation>
    </message>
    <message>
        <source>Chinitsu 6, ittsu 2, riichi, menzen tsumo, pinfu, iipeikou and three dora: 15 han. RRC, Tenhou and Mahjong Soul count 13 han or more as a yakuman, 32,000; EMA stops at sanbaiman, 24,000.</source>
        <translation>Чініцу 6, іццу 2, ріічі, мензен цумо, пінфу, ііпейко й три дори: 15 ханів. RRC, Tenhou і Mahjong Soul рахують 13 ханів і більше як якуман, 32 000; в EMA межа — санбайман, 24 000.</translation>
    </message>
    <message>
        <source>Double-wind pair: 4 fu (RRC)</source>
        <translation>Пара подвійного вітру: 4 фу (RRC)</translation>
    </message>
    <message>
        <source>The same hand under RRC rules (also EMA 2016, Tenhou and Mahjong Soul): the pair is both the seat wind and the round wind, 2 fu for each, 4 fu. 42 fu rounds up to 50: 2,400 instead of 2,000.</source>
        <translation>Та сама рука за правилами RRC (а також EMA 2016, Tenhou і Mahjong Soul): пара — водночас вітер місця і вітер раунду, по 2 фу за кожен, 4 фу. 42 фу округлюються до 50: 2 400 замість 2 000.</translation>
    </message>
    <message>
        <source>Seven pairs: 25 fu, never rounded</source>
        <translation>Чіітойцу: 25 фу без округлення</translation>
    </message>
    <message>
        <source>Chiitoitsu is always 25 fu: no tsumo fu, no rounding. Riichi, menzen tsumo and seven pairs make 4 han 25 fu, which is not a mangan (kiriage concerns only 4 han 30 fu and 3 han 60 fu): 1,600 from each non-dealer, 3,200 from the dealer.</source>
        <translation>Чіітойцу — завжди 25 фу: без фу за цумо й без округлення. Ріічі, мензен цумо й чіітойцу дають 4 хани 25 фу, і це не манган (кіріаге стосується лише 4 ханів 30 фу і 3 ханів 60 фу): по 1 600 з кожного не-дилера, 3 200 з дилера.</translation>
    </message>
    <message>
        <source>Kiriage mangan: 4 han 30 fu</source>
        <translation>Кіріаге манган: 4 хани 30 фу</translation>
    </message>
    <message>
        <source>Riichi, pinfu, tanyao and one dora: 4 han 30 fu, 1,920 basic points. EMA 2025 and WRC round this up to a mangan, 8,000; EMA 2016, RRC and Tenhou pay 7,700.</source>
        <translation>Ріічі, пінфу, таньяо й одна дора: 4 хани 30 фу, 1 920 базових очок. EMA 2025 і WRC округлюють це до мангана, 8 000; EMA 2016, RRC і Tenhou платять 7 700.</translation>
    </message>
    <message>
        <source>3 han 70 fu is already a mangan</source>
        <translation>3 хани 70 фу — це вже манган</translation>
    </message>
    <message>
        <source>A closed kan of red dragons (32 fu), a closed pon of 9p (8 fu) and a closed ron (10 fu): 70 fu. With 3 han the basic points, 70 × 2⁵ = 2,240, pass the 2,000 cap: the hand is a mangan, 8,000.</source>
        <translation>Закритий кан червоних драконів (32 фу), закритий пон 9p (8 фу) і закритий рон (10 фу): 70 фу. Із 3 ханами базові очки, 70 × 2⁵ = 2 240, перевищують межу 2 000: рука — манган, 8 000.</translation>
    </message>
    <message>
        <source>Counters (honba) on a tsumo</source>
        <translation>Хонба при цумо</translation>
    </message>
    <message>
        <source>With three counters each of the three payers adds 100 per counter on a tsumo (on a ron the discarder adds 300 per counter). The riichi stick on the table also goes to the winner: 1,100 + 900 + 1,000 = 3,000.</source>
        <translation>При трьох хонбах кожен із трьох платників при цумо додає по 100 за кожну хонбу (при роні той, хто скинув, додає 300 за хонба). Паличка ріічі на столі теж дістається переможцю: 1 100 + 900 + 1 000 = 3 000.</translation>
    </message>
    <message>
        <source>Counted yakuman (kazoe): 13 han or more</source>
        <translation>Казое якуман: 13 ханів і більше</translation>
    </message>
    <message>
        <source>Thirteen orphans on a 13-sided wait</source>
        <translation>Кокуші мусо з очікуванням на 13 тайлів</translation>
    </message>
    <message>
        <source>One of each terminal and honour: the hand waits on any of the 13. EMA, WRC and RRC count it as a single yakuman; only Mahjong Soul doubles it. Tsumo: 8,000 from each non-dealer, 16,000 from the dealer.</source>
        <translation>По одному кожного термінала й благородного: рука чекає будь-який із 13. EMA, WRC і RRC рахують її як один якуман; лише Mahjong Soul подвоює. Цумо: по 8 000 з кожного не-дилера, 16 000 з дилера.</translation>
    </message>
    <message>
        <source>Four concealed pons on a pair wait</source>
        <translation>Суанко з очікуванням на пару</translation>
    </message>
    <message>
        <source>The four pons were complete before the win, so a ron on the pair keeps them all concealed: suuankou, a yakuman, 32,000. Waiting on two pairs, a ron would make the pon it completes count as open: only sanankou and toitoi.</source>
        <translation>Чотири пони були зібрані до виграшу, тож рон на пару залишає їх усі закритими: суанко, якуман, 32 000. За очікування на дві пари рон зробив би завершений ним пон відкритим: лише сананко й тойтой.</translation>
    </message>
    <message>
        <source>111222333m: three pons or three runs?</source>
        <translation>111222333m: три пони чи три послідовності?</translation>
    </message>
    <message>
        <source>Read as three runs: pinfu and iipeikou, 2 han 30 fu, 2,000. Read as three concealed pons: sanankou, 2 han, 30 + 8 + 4 + 4 = 46, rounded to 50 fu, 3,200. The winner is always paid for the reading worth most.</source>
        <translation>Як три послідовності: пінфу й ііпейко, 2 хани 30 фу, 2 000. Як три закриті пони: сананко, 2 хани, 30 + 8 + 4 + 4 = 46, округлюється до 50 фу, 3 200. Переможцю завжди платять за найдорожчим розбором.</translation>
    </message>
    <message>
        <source>Two double runs, not seven pairs</source>
        <translation>Рянпейко, а не чіітойцу</translation>
    </message>
    <message>
        <source>The tiles also make seven different pairs (2 han 25 fu, 1,600), but read as runs they are ryanpeikou, 3 han, with 40 fu for the pair wait: 5,200. The higher value is taken; ryanpeikou and chiitoitsu never combine.</source>
        <translation>Тайли складаються і в чіітойцу (2 хани 25 фу, 1 600), але як послідовності це рянпейко, 3 хани, з 40 фу за очікування на пару: 5 200. Береться більша вартість; рянпейко й чіітойцу ніколи не поєднуються.</translation>
    </message>
    <message>
        <source>Two-pair wait won by ron: no sanankou</source>
        <translation>Рон при очікуванні на дві пари: без сананко</translation>
    </message>
    <message>
        <source>Waiting on 6s or 8s, ron on 8s: the pon it completes counts as open (2 fu instead of 4) and is not a concealed pon, so there is no sanankou. Only tanyao remains: 1 han 40 fu, 1,300. By tsumo it would have been sanankou.</source>
        <translation>Очікування 6s або 8s, рон на 8s: завершений ним пон вважається відкритим (2 фу замість 4) і не є закритим, тому сананко немає. Залишається лише таньяо: 1 хан 40 фу, 1 300. За цумо було б сананко.</translation>
    </message>
    <message>
        <source>1234567m: a 1-4-7 wait that is a pair wait</source>
        <translation>1234567m: очікування 1-4-7 — це очікування на пару</translation>
    </message>
    <message>
        <source>The hand waits on 1m, 4m and 7m, but every reading puts the winning tile in the pair: a pair wait, 2 fu, and no pinfu. Riichi 1 han, 20 + 10 + 2 = 32, rounded to 40 fu: 1,300 (a pinfu reading would have paid 2,000).</source>
        <translation>Рука чекає 1m, 4m і 7m, але за будь-якого розбору виграшний тайл потрапляє в пару: очікування на пару, 2 фу й жодного пінфу. Ріічі 1 хан, 20 + 10 + 2 = 32, округлюється до 40 фу: 1 300 (з пінфу було б 2 000).</translation>
    </message>
</context>
<context>
    <name>ExamplesDialog</name>
    <message>
        <source>Example hands</source>
        <translation>Приклади рук</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>&amp;Пошук:</translation>
    </message>
    <message>
        <source>Part of a title, e.g. pinfu</source>
        <translation>Частина назви, наприклад пінфу</translation>
    </message>
    <message>
        <source>Show only the examples whose title contains this text</source>
        <translation>Показати лише приклади, у назві яких є цей текст</translation>
    </message>
    <message>
        <source>Double-click or press Enter to load an example</source>
        <translation>Подвійне клацання або Enter завантажує приклад</translation>
    </message>
    <message>
        <source>&amp;Load</source>
        <translation>&amp;Завантажити</translation>
    </message>
    <message>
        <source>Put this hand into the Hand tab under the example's ruleset</source>
        <translation>Відкрити цю руку на вкладці «Рука» за правилами прикладу</translation>
    </message>
    <message>
        <source>Dora indicators:</source>
        <translation>Індикатори дори:</translation>
    </message>
    <message>
        <source>The example hands could not be read.</source>
        <translation>Не вдалося прочитати приклади рук.</translation>
    </message>
    <message>
        <source>No example title contains “%1”.</source>
        <translation>Жодна назва прикладу не містить «%1».</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation>Цумо</translation>
    </message>
    <message>
        <source>Ron</source>
        <translation>Рон</translation>
    </message>
    <message>
        <source>Seat wind: %1</source>
        <translation>Вітер місця: %1</translation>
    </message>
    <message>
        <source>Round wind: %1</source>
        <translation>Вітер раунду: %1</translation>
    </message>
    <message>
        <source>Honba: %1</source>
        <translation>Хонба: %1</translation>
    </message>
    <message>
        <source>Riichi sticks on the table: %1</source>
        <translation>Паличок ріічі на столі: %1</translation>
    </message>
    <message>
        <source>Ruleset: %1</source>
        <translation>Правила: %1</translation>
    </message>
    <message>
        <source>Loading switches the ruleset from %1 to %2.</source>
        <translation>Під час завантаження правила зміняться з %1 на %2.</translation>
    </message>
    <message>
        <source>Your current hand is not lost: Undo (Ctrl+Z) in the Hand tab brings it back.</source>
        <translation>Поточна рука не зникне: «Скасувати» (Ctrl+Z) на вкладці «Рука» поверне її.</translation>
    </message>
    <message>
        <source>This example could not be loaded: %1</source>
        <translation>Не вдалося завантажити приклад: %1</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>Cannot export to %1: the name must end in .pdf, .png or .csv.</source>
        <translation>Не можна експортувати в «%1»: назва має закінчуватися на .pdf, .png або .csv.</translation>
    </message>
    <message>
        <source>Only a table game can be exported as CSV.</source>
        <translation>У CSV можна експортувати лише гру за столом.</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Не вдалося записати «%1»: %2</translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <source>&amp;New hand</source>
        <extracomment>Tests and portable set-ups may move the autosave folder with this environment variable. The drag events the application-wide filter looks at (everything else passes at once).</extracomment>
        <translation>&amp;Нова рука</translation>
    </message>
    <message>
        <source>Start a new hand: no tiles, the default situation (Undo brings it back)</source>
        <translation>Почати нову руку: без тайлів, типова ситуація (Скасувати поверне попередню)</translation>
    </message>
    <message>
        <source>New ga&amp;me</source>
        <translation>Нова &amp;гра</translation>
    </message>
    <message>
        <source>Start a new table game on the Table tab (asks first once hands were played)</source>
        <translation>Почати нову гру за столом на вкладці «Стіл» (після зіграних роздач спершу запитає)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Відкрити…</translation>
    </message>
    <message>
        <source>Open a saved hand (case) or table game</source>
        <translation>Відкрити збережену руку (розбір) або гру за столом</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Нещодавні</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Зберегти</translation>
    </message>
    <message>
        <source>Save the hand (Hand tab) or the table game (Table tab) to a file</source>
        <translation>Зберегти руку (вкладка «Рука») або гру за столом (вкладка «Стіл») у файл</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Зберегти &amp;як…</translation>
    </message>
    <message>
        <source>Referee's &amp;note…</source>
        <translation>&amp;Примітка судді…</translation>
    </message>
    <message>
        <source>A free-text note kept in the file and printed on the report</source>
        <translation>Примітка в довільній формі: зберігається у файлі й друкується у звіті</translation>
    </message>
    <message>
        <source>Export report as &amp;PDF…</source>
        <translation>Експорт звіту в &amp;PDF…</translation>
    </message>
    <message>
        <source>A one-page report for the tournament record: hand, yaku, fu, payments</source>
        <translation>Односторінковий звіт для турнірного протоколу: рука, яку, фу, виплати</translation>
    </message>
    <message>
        <source>Export report as PN&amp;G…</source>
        <translation>Експорт звіту в PN&amp;G…</translation>
    </message>
    <message>
        <source>Export table history as &amp;CSV…</source>
        <translation>Експорт історії столу в &amp;CSV…</translation>
    </message>
    <message>
        <source>Every hand of the table game, for spreadsheets</source>
        <translation>Усі роздачі гри за столом, для електронних таблиць</translation>
    </message>
    <message>
        <source>Clear the list</source>
        <translation>Очистити список</translation>
    </message>
    <message>
        <source>Table games (*.json);;All files (*)</source>
        <translation>Ігри за столом (*.json);;Усі файли (*)</translation>
    </message>
    <message>
        <source>Hand cases (*.json);;All files (*)</source>
        <translation>Розбори рук (*.json);;Усі файли (*)</translation>
    </message>
    <message>
        <source>Open a case or table game</source>
        <translation>Відкрити розбір або гру за столом</translation>
    </message>
    <message>
        <source>Case and table files (*.json);;All files (*)</source>
        <translation>Файли розборів і столів (*.json);;Усі файли (*)</translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation>Не вдається відкрити файл</translation>
    </message>
    <message>
        <source>Replace the table game?</source>
        <translation>Замінити гру за столом?</translation>
    </message>
    <message>
        <source>The table game in progress will be replaced by the one in the file. Save it first if you need it. Replace it now?</source>
        <translation>Поточну гру за столом буде замінено грою з файлу. Якщо вона потрібна, спершу збережіть її. Замінити зараз?</translation>
    </message>
    <message>
        <source>Save the table game</source>
        <translation>Зберегти гру за столом</translation>
    </message>
    <message>
        <source>Save the hand</source>
        <translation>Зберегти руку</translation>
    </message>
    <message>
        <source>Cannot save the file</source>
        <translation>Не вдається зберегти файл</translation>
    </message>
    <message>
        <source>Replace another game?</source>
        <translation>Замінити іншу гру?</translation>
    </message>
    <message>
        <source>The file %1 holds another table game (hands played: %2). Replace it with this game? Choose Cancel, then File ▸ Save as…, to keep both.</source>
        <translation>У файлі %1 інша гра за столом (зіграно роздач: %2). Замінити її цією грою? Щоб зберегти обидві, натисніть «Скасувати», потім Файл ▸ Зберегти як…</translation>
    </message>
    <message>
        <source>The hand and the table game of the last session were restored.</source>
        <translation>Руку й гру за столом із минулого сеансу відновлено.</translation>
    </message>
    <message>
        <source>The table game of the last session was restored.</source>
        <translation>Гру за столом із минулого сеансу відновлено.</translation>
    </message>
    <message>
        <source>The hand of the last session was restored (File &gt; New hand starts a new one).</source>
        <translation>Руку з минулого сеансу відновлено (Файл &gt; Нова рука починає нову).</translation>
    </message>
    <message>
        <source>Saved: %1</source>
        <translation>Збережено: %1</translation>
    </message>
    <message>
        <source>Note on this table game (kept in the file, printed on the report):</source>
        <translation>Примітка до цієї гри за столом (зберігається у файлі, друкується у звіті):</translation>
    </message>
    <message>
        <source>Note on this hand (kept in the file, printed on the report):</source>
        <translation>Примітка до цієї руки (зберігається у файлі, друкується у звіті):</translation>
    </message>
    <message>
        <source>Referee's note</source>
        <translation>Примітка судді</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Документи PDF (*.pdf)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Зображення PNG (*.png)</translation>
    </message>
    <message>
        <source>CSV tables (*.csv)</source>
        <translation>Таблиці CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export the report</source>
        <translation>Експорт звіту</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Не вдається експортувати</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Не вдалося записати «%1»: %2</translation>
    </message>
</context>
<context>
    <name>FileErrors</name>
    <message>
        <source>a name or note holds a character that cannot be saved</source>
        <translation>в імені або нотатці є символ, який не можна зберегти</translation>
    </message>
</context>
<context>
    <name>Formats</name>
    <message>
        <source>yyyy-MM-dd HH:mm</source>
        <extracomment>how a date and time are written (a `QDateTime.toString` pattern), translated per language</extracomment>
        <translation>dd.MM.yyyy HH:mm</translation>
    </message>
</context>
<context>
    <name>FuritenPage</name>
    <message>
        <source>Hand and claimed tile</source>
        <translation>Рука й тайл для рону</translation>
    </message>
    <message>
        <source>e.g. 23m456p789s11z678m 4m (the last tile: the one claimed)</source>
        <translation>напр. 23m456p789s11z678m 4m (останній — тайл для рону)</translation>
    </message>
    <message>
        <source>Own discards</source>
        <translation>Власний скид</translation>
    </message>
    <message>
        <source>in order; * riichi tile, ^ called away: 1z9p* 4m^</source>
        <translation>по порядку; * — тайл ріічі, ^ — забраний іншим: 1z9p* 4m^</translation>
    </message>
    <message>
        <source>Passed since</source>
        <translation>Пропущено після</translation>
    </message>
    <message>
        <source>others' discards since; + own draw, = own call, - own discard, ! a call</source>
        <translation>скиди інших; + добір, = оголошення, - скид, ! чуже оголошення</translation>
    </message>
    <message>
        <source>The player is in riichi</source>
        <translation>Гравець у ріічі</translation>
    </message>
    <message>
        <source>Click a discard: called away; right-click: the riichi declaration tile. Marked tiles are the ones that make the player furiten.</source>
        <translation>Клацання по тайлу скиду — забраний іншим; правий клік — тайл оголошення ріічі. Позначені тайли — причина фурітену.</translation>
    </message>
</context>
<context>
    <name>GameClockWidget</name>
    <message>
        <source>Start</source>
        <extracomment>Room between the main-time field and the status sentence beside it.</extracomment>
        <translation>Старт</translation>
    </message>
    <message>
        <source>Start or resume the game clock</source>
        <translation>Запустити або продовжити годинник гри</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <source>Stop the clock for a ruling; Start resumes it</source>
        <translation>Зупинити годинник на час рішення судді; «Старт» продовжує відлік</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Обнулити</translation>
    </message>
    <message>
        <source>Stop the clock and set it back to the main time</source>
        <translation>Зупинити годинник і повернути основний час</translation>
    </message>
    <message>
        <source>Main time, min:</source>
        <translation>Основний час, хв:</translation>
    </message>
    <message>
        <source>Main time of the session in minutes; the signal comes %1 min before the end</source>
        <translation>Основний час гри у хвилинах; сигнал лунає за %1 хв до кінця</translation>
    </message>
    <message>
        <source>Main time of the session in minutes; no signal before the end</source>
        <translation>Основний час гри у хвилинах; сигналу до кінця немає</translation>
    </message>
    <message>
        <source>(assumed: this ruleset's texts give no time limit)</source>
        <translation>(припущення: у текстах цих правил немає ліміту часу)</translation>
    </message>
    <message>
        <source>Main time left</source>
        <translation>Залишилося основного часу</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Великі цифри</translation>
    </message>
    <message>
        <source>Show the clock in a window of its own, large enough to read across the room</source>
        <translation>Показати годинник в окремому вікні, великим, щоб було видно через усю залу</translation>
    </message>
    <message>
        <source>Restored: the clock kept running while the app was closed.</source>
        <translation>Відновлено: годинник ішов, поки програму було закрито.</translation>
    </message>
    <message>
        <source>Time is up: the current hand is the last.</source>
        <translation>Час вийшов: поточна роздача — остання.</translation>
    </message>
    <message>
        <source>Time is up: finish the current hand and play one more.</source>
        <translation>Час вийшов: дограйте поточну роздачу і зіграйте ще одну.</translation>
    </message>
    <message>
        <source>(assumed)</source>
        <translation>(припущення)</translation>
    </message>
    <message>
        <source>Signal: %1 min or less left.</source>
        <translation>Сигнал: залишилося не більше %1 хв.</translation>
    </message>
    <message>
        <source>Running.</source>
        <translation>Годинник іде.</translation>
    </message>
    <message>
        <source>Paused.</source>
        <translation>На паузі.</translation>
    </message>
    <message>
        <source>Not started.</source>
        <translation>Годинник не запущено.</translation>
    </message>
    <message>
        <source>Game clock</source>
        <translation>Годинник гри</translation>
    </message>
</context>
<context>
    <name>HandView</name>
    <message>
        <source>Cannot read “%1”: write digits then a suit letter (m, p, s, z).</source>
        <extracomment>lupdate finds `translate("Context", "text")` calls; the alias keeps them short.</extracomment>
        <translation>Не вдається прочитати «%1»: пишіть цифри, потім літеру масті (m, p, s, z).</translation>
    </message>
    <message>
        <source>There is no honour tile %1: honours are 1z to 7z.</source>
        <translation>Благородного тайла %1 немає: благородні — від 1z до 7z.</translation>
    </message>
    <message>
        <source>There is no red honour tile (%1).</source>
        <translation>Червоних благородних тайлів не буває (%1).</translation>
    </message>
    <message>
        <source>Unknown call “%1”: use chi:, pon:, kan:, ankan:, shouminkan:, dora:, ura:.</source>
        <translation>Невідомий сет «%1»: використовуйте chi:, pon:, kan:, ankan:, shouminkan:, dora:, ura:.</translation>
    </message>
    <message>
        <source>“%1” is not a valid call.</source>
        <translation>«%1» — неправильний сет.</translation>
    </message>
    <message>
        <source>%1 is used more than four times.</source>
        <translation>%1 використано понад чотири рази.</translation>
    </message>
    <message>
        <source>There is only one red five %1.</source>
        <translation>Червона п’ятірка %1 лише одна.</translation>
    </message>
    <message>
        <source>This ruleset plays without red fives.</source>
        <translation>У цих правилах грають без червоних п’ятірок.</translation>
    </message>
    <message>
        <source>All four %1 are plain, but with red fives one of them is red: write it as 0%2.</source>
        <translation>Усі чотири %1 звичайні, але в грі з червоними п’ятірками одна з них червона: запишіть її як 0%2.</translation>
    </message>
    <message>
        <source>Too many tiles: with these calls the hand holds at most %1.</source>
        <translation>Забагато тайлів: з цими сетами в руці не більше %1.</translation>
    </message>
    <message>
        <source>A hand has at most four calls.</source>
        <translation>У руці не більше чотирьох відкритих сетів.</translation>
    </message>
    <message>
        <source>At most five dora and five ura-dora indicators.</source>
        <translation>Не більше п’яти індикаторів дори та п’яти індикаторів ура-дори.</translation>
    </message>
    <message>
        <source>The winning tile %1 is not in the hand.</source>
        <translation>Виграшного тайла %1 немає в руці.</translation>
    </message>
    <message>
        <source>Ura-dora count only for a riichi hand.</source>
        <translation>Ура-дора враховується лише для руки з ріічі.</translation>
    </message>
    <message>
        <source>The hand was full: %1 took the place of the winning tile %2 (Ctrl+Z undoes it).</source>
        <translation>Рука була повною: виграшний тайл %2 замінено на %1 (Ctrl+Z скасує).</translation>
    </message>
    <message>
        <source>Mode: add tiles to the hand.</source>
        <translation>Режим: додавання тайлів у руку.</translation>
    </message>
    <message>
        <source>Mode: chi — click the called tile.</source>
        <translation>Режим: чі — клацніть узятий тайл.</translation>
    </message>
    <message>
        <source>Mode: pon — click the tile.</source>
        <translation>Режим: пон — клацніть тайл.</translation>
    </message>
    <message>
        <source>Mode: open kan — click the tile.</source>
        <translation>Режим: відкритий кан — клацніть тайл.</translation>
    </message>
    <message>
        <source>Mode: closed kan — click the tile.</source>
        <translation>Режим: закритий кан — клацніть тайл.</translation>
    </message>
    <message>
        <source>Mode: added kan — click the tile of a pon.</source>
        <translation>Режим: доданий кан — клацніть тайл пона.</translation>
    </message>
    <message>
        <source>Mode: dora indicators — click tiles.</source>
        <translation>Режим: індикатори дори — клацайте тайли.</translation>
    </message>
    <message>
        <source>Mode: ura-dora indicators — click tiles.</source>
        <translation>Режим: індикатори ура-дори — клацайте тайли.</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Тайли</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Рука</translation>
    </message>
    <message>
        <source>Situation</source>
        <translation>Ситуація</translation>
    </message>
    <message>
        <source>Breakdown</source>
        <translation>Підрахунок</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <source>Undo the last change (Ctrl+Z).</source>
        <translation>Скасувати останню зміну (Ctrl+Z).</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Повторити</translation>
    </message>
    <message>
        <source>Redo the change just undone (Ctrl+Y).</source>
        <translation>Повторити щойно скасовану зміну (Ctrl+Y).</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Очистити</translation>
    </message>
    <message>
        <source>Remove all tiles, calls and indicators; the situation stays (Undo brings them back; File &gt; New hand (Ctrl+N) starts over).</source>
        <translation>Прибрати всі тайли, сети й індикатори; ситуація лишається (Скасувати поверне їх; Файл &gt; Нова рука (Ctrl+N) починає наново).</translation>
    </message>
    <message>
        <source>Click: remove this tile. Right-click or Ctrl+click: make it the winning tile.</source>
        <translation>Клацання — прибрати цей тайл. Правий клік або Ctrl+клацання — зробити його виграшним.</translation>
    </message>
    <message>
        <source>Click tiles on the left, or type the hand below (for example 123m456p789s11z22z).</source>
        <translation>Клацайте тайли ліворуч або наберіть руку нижче (наприклад, 123m456p789s11z22z).</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>Сети</translation>
    </message>
    <message>
        <source>Click to remove this call.</source>
        <translation>Клацніть, щоб прибрати цей сет.</translation>
    </message>
    <message>
        <source>None. Use Chi, Pon or Kan mode (keys C, P, K).</source>
        <translation>Немає. Використовуйте режим Чі, Пон або Кан (клавіші C, P, K).</translation>
    </message>
    <message>
        <source>&amp;Notation</source>
        <translation>&amp;Запис</translation>
    </message>
    <message>
        <source>e.g. 234567m55p 5p | pon:777z chi:0m34m dora:3s</source>
        <translation>наприклад, 234567m55p 5p | pon:777z chi:0m34m dora:3s</translation>
    </message>
    <message>
        <source>Type the hand and press Enter (Ctrl+L to get here).
Tiles: digits then the suit: m man, p pin, s sou, z honours (1z–4z East–North winds, 5z white, 6z green, 7z red); 0 is a red five.
The winning tile is the last tile written.
Calls after a |: chi:, pon:, kan: (open), ankan: (closed), shouminkan: (added); the first tile written is the called one.
Indicators: dora:3s, ura:4p (ura only with riichi).</source>
        <translation>Наберіть руку й натисніть Enter (Ctrl+L — перейти сюди).
Тайли: цифри, потім масть: m ман, p пін, s соу, z благородні (1z–4z вітри Схід–Північ, 5z білий, 6z зелений, 7z червоний); 0 — червона п’ятірка.
Виграшний тайл — останній записаний.
Сети після |: chi:, pon:, kan: (відкритий), ankan: (закритий), shouminkan: (доданий); перший записаний тайл — узятий.
Індикатори: dora:3s, ura:4p (ura лише з ріічі).</translation>
    </message>
    <message>
        <source>Dora</source>
        <translation>Дора</translation>
    </message>
    <message>
        <source>A dora indicator. Click to remove it.</source>
        <translation>Індикатор дори. Клацніть, щоб прибрати.</translation>
    </message>
    <message>
        <source>none (key D, then click tiles)</source>
        <translation>немає (клавіша D, потім клацайте тайли)</translation>
    </message>
    <message>
        <source>Ura</source>
        <translation>Ура-дора</translation>
    </message>
    <message>
        <source>An ura-dora indicator. Click to remove it.</source>
        <translation>Індикатор ура-дори. Клацніть, щоб прибрати.</translation>
    </message>
    <message>
        <source>none (key U; riichi only)</source>
        <translation>немає (клавіша U; лише з ріічі)</translation>
    </message>
    <message>
        <source>Compare rulesets…</source>
        <translation>Порівняти правила…</translation>
    </message>
    <message>
        <source>This hand's value under every preset ruleset, side by side.</source>
        <translation>Вартість цієї руки за всіма наборами правил поруч.</translation>
    </message>
    <message>
        <source>Show to the table (F11)</source>
        <translation>Показати всім (F11)</translation>
    </message>
    <message>
        <source>Show the hand, the yaku and the payment in large type. Esc returns.</source>
        <translation>Показати руку, яку й виплату великим шрифтом. Esc — назад.</translation>
    </message>
    <message>
        <source>Keys: type the hand in the notation field (Ctrl+L) and press Enter. A add, C chi, P pon, K kan (again: closed, added), D dora, U ura, W next winning tile, T tsumo/ron, R riichi, Backspace last tile, Ctrl+Z undo, Ctrl+Y redo, F11 show to the table.</source>
        <translation>Клавіші: наберіть руку в полі запису (Ctrl+L) і натисніть Enter. A — додати, C — чі, P — пон, K — кан (ще раз: закритий, доданий), D — дора, U — ура-дора, W — наступний виграшний тайл, T — цумо/рон, R — ріічі, Backspace — останній тайл, Ctrl+Z — скасувати, Ctrl+Y — повторити, F11 — показати всім.</translation>
    </message>
    <message>
        <source>This text cannot be read as a hand.</source>
        <translation>Цей текст не читається як рука.</translation>
    </message>
    <message>
        <source>The winning tile.</source>
        <translation>Виграшний тайл.</translation>
    </message>
</context>
<context>
    <name>KanPage</name>
    <message>
        <source>Hand and drawn tile</source>
        <translation>Рука й узятий тайл</translation>
    </message>
    <message>
        <source>e.g. 111m234p567s789s5z 1m (the last tile: the one drawn)</source>
        <translation>напр. 111m234p567s789s5z 1m (останній тайл — узятий зі стіни)</translation>
    </message>
    <message>
        <source>Kan of</source>
        <translation>Кан з</translation>
    </message>
    <message>
        <source>The four tiles the player wants to declare as a closed kan</source>
        <translation>Чотири тайли, які гравець хоче оголосити закритим каном</translation>
    </message>
</context>
<context>
    <name>KuikaePage</name>
    <message>
        <source>Call and discard</source>
        <translation>Сет і скид</translation>
    </message>
    <message>
        <source>e.g. chi:3m45m 6m (the call, then the tile discarded)</source>
        <translation>напр. chi:3m45m 6m (сет, потім скинутий тайл)</translation>
    </message>
</context>
<context>
    <name>KyuushuPage</name>
    <message>
        <source>The 14 tiles</source>
        <translation>14 тайлів</translation>
    </message>
    <message>
        <source>e.g. 19m19p19s1234z 258m</source>
        <translation>напр. 19m19p19s1234z 258m</translation>
    </message>
    <message>
        <source>A call came before in this hand</source>
        <translation>У цій роздачі вже було оголошення</translation>
    </message>
    <message>
        <source>This is the player's first draw</source>
        <translation>Це перший добір гравця</translation>
    </message>
</context>
<context>
    <name>LogReport</name>
    <message>
        <source>Table %1</source>
        <translation>Стіл %1</translation>
    </message>
    <message>
        <source>Ruling log</source>
        <translation>Журнал рішень</translation>
    </message>
    <message>
        <source>Session from %1 to %2</source>
        <translation>Сесія з %1 до %2</translation>
    </message>
    <message>
        <source>Session from %1 (still open)</source>
        <translation>Сесія з %1 (ще не закрита)</translation>
    </message>
    <message>
        <source>Tables: %1</source>
        <translation>Столи: %1</translation>
    </message>
    <message>
        <source>Chombos and penalties (%1)</source>
        <translation>Чомбо і штрафи (%1)</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Час</translation>
    </message>
    <message>
        <source>Table, round</source>
        <translation>Стіл, роздача</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Сума</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Джерело</translation>
    </message>
    <message>
        <source>No chombo or penalty in this session.</source>
        <translation>У цій сесії немає ні чомбо, ні штрафів.</translation>
    </message>
    <message>
        <source>Rulings (%1)</source>
        <translation>Рішення (%1)</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Рішення</translation>
    </message>
    <message>
        <source>No other ruling in this session.</source>
        <translation>Інших рішень у цій сесії немає.</translation>
    </message>
    <message>
        <source>Players: %1</source>
        <translation>Гравці: %1</translation>
    </message>
    <message>
        <source>Written by Riichi Referee (offline). Exported %1.</source>
        <translation>Складено програмою «Суддя ріічі» (офлайн). Експорт: %1.</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Примітка судді: %1</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>Розділ</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стіл</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Роздача</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Гравці</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Примітка судді</translation>
    </message>
    <message>
        <source>Chombos and penalties</source>
        <translation>Чомбо і штрафи</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>Рішення</translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <source>Current session</source>
        <extracomment>Qt 6.10 brought begin/endFilterChange; Qt 6.9 (the Linux release build, for glibc 2.28) re-filters the rows with invalidateRowsFilter() once the filters have changed. the past session shown read-only (None: the current one)</extracomment>
        <translation>Поточна сесія</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n ruling(s))</source>
        <translation>
            <numerusform>%1 (%n рішення)</numerusform>
            <numerusform>%1 (%n рішення)</numerusform>
            <numerusform>%1 (%n рішень)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (cannot be read)</source>
        <translation>%1 (не читається)</translation>
    </message>
    <message>
        <source>All players</source>
        <translation>Усі гравці</translation>
    </message>
    <message numerus="yes">
        <source>%n ruling(s)</source>
        <translation>
            <numerusform>%n рішення</numerusform>
            <numerusform>%n рішення</numerusform>
            <numerusform>%n рішень</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 shown</source>
        <translation>Показано %1 з %2</translation>
    </message>
    <message>
        <source>Close the session</source>
        <translation>Закрити сесію</translation>
    </message>
    <message numerus="yes">
        <source>Close this session of %n ruling(s) and start a new one? The closed session stays readable under Session.</source>
        <translation>
            <numerusform>Закрити цю сесію (%n рішення) і почати нову? Закриту сесію можна буде прочитати у списку «Сесія».</numerusform>
            <numerusform>Закрити цю сесію (%n рішення) і почати нову? Закриту сесію можна буде прочитати у списку «Сесія».</numerusform>
            <numerusform>Закрити цю сесію (%n рішень) і почати нову? Закриту сесію можна буде прочитати у списку «Сесія».</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the ruling log</source>
        <translation>Експорт журналу рішень</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Документи PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Не вдається експортувати</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Не вдалося записати «%1»: %2</translation>
    </message>
    <message>
        <source>Written: %1 and %2</source>
        <translation>Записано: %1 і %2</translation>
    </message>
    <message>
        <source>A session open in another running copy of the app, read only here.</source>
        <translation>Сесія, відкрита в іншій запущеній копії програми; тут лише читання.</translation>
    </message>
    <message>
        <source>A past session, read only. Closed %1.</source>
        <translation>Минула сесія, лише читання. Закрита %1.</translation>
    </message>
    <message>
        <source>Started %1.</source>
        <translation>Почата %1.</translation>
    </message>
    <message>
        <source>Nothing recorded yet: every ruling shown or applied is added here.</source>
        <translation>Поки нічого не записано: сюди потрапляє кожне показане або застосоване рішення.</translation>
    </message>
    <message>
        <source>The session started %1 is open in another running copy of the app, so this window keeps its rulings in a session of its own.</source>
        <translation>Сесія, почата %1, відкрита в іншій запущеній копії програми, тому це вікно записує свої рішення в окрему сесію.</translation>
    </message>
    <message>
        <source>&amp;Session:</source>
        <translation>&amp;Сесія:</translation>
    </message>
    <message>
        <source>The current session, or a past one to read (past sessions cannot change)</source>
        <translation>Поточна сесія або минула для читання (минулі сесії не змінюються)</translation>
    </message>
    <message>
        <source>&amp;Close session</source>
        <translation>&amp;Закрити сесію</translation>
    </message>
    <message>
        <source>End this session and start a new, empty one (the old one stays readable)</source>
        <translation>Завершити цю сесію і почати нову, порожню (стара лишається доступною для читання)</translation>
    </message>
    <message>
        <source>E&amp;xport log…</source>
        <translation>Е&amp;кспорт журналу…</translation>
    </message>
    <message>
        <source>Write the session's report for the organisers: a PDF and a CSV, chombos and penalties first</source>
        <translation>Звіт про сесію для організаторів: PDF і CSV, спершу чомбо і штрафи</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>В&amp;ид:</translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation>Усі види</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Гравець:</translation>
    </message>
    <message>
        <source>Search names, decisions, notes…</source>
        <translation>Пошук за іменами, рішеннями, примітками…</translation>
    </message>
    <message>
        <source>&amp;Note on the selected ruling:</source>
        <translation>Примі&amp;тка до вибраного рішення:</translation>
    </message>
    <message>
        <source>What was disputed, who was asked… (kept with the ruling in the report)</source>
        <translation>Що оскаржували, з ким радилися… (потрапить у звіт разом із рішенням)</translation>
    </message>
    <message>
        <source>Save no&amp;te</source>
        <translation>Зберегти п&amp;римітку</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Час</translation>
    </message>
    <message>
        <source>Table, round</source>
        <translation>Стіл, роздача</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Рішення</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Гравці</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Примітка судді</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Riichi Referee</source>
        <extracomment>Settings keys this window owns. Combo-box data for the entry that stands for the current custom ruleset. The size the window opens at when none is saved and its screen has the room. Emitted once, when the window is shown for the first time (start-up measurement). a tab's view was built (on first use): its index the session's ruling log (kept in memory only unless the app gives one with a folder)</extracomment>
        <translation>Суддя ріічі</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Рука</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стіл</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Штрафи</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Перевірки</translation>
    </message>
    <message>
        <source>Was it allowed: furiten, kan after riichi, tenpai… (Ctrl+5)</source>
        <translation>Чи це було дозволено: фурітен, кан після ріічі, темпай… (Ctrl+5)</translation>
    </message>
    <message>
        <source>Score one winning hand (Ctrl+1)</source>
        <translation>Підрахунок однієї виграшної руки (Ctrl+1)</translation>
    </message>
    <message>
        <source>Scores at the table: enter a result, preview, apply (Ctrl+2)</source>
        <translation>Очки за столом: введіть результат, перевірте, застосуйте (Ctrl+2)</translation>
    </message>
    <message>
        <source>Penalties under the selected ruleset (Ctrl+3)</source>
        <translation>Штрафи за обраними правилами (Ctrl+3)</translation>
    </message>
    <message>
        <source>The rule texts and ruleset values (Ctrl+4)</source>
        <translation>Тексти правил і значення правил (Ctrl+4)</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Журнал</translation>
    </message>
    <message>
        <source>Every ruling of the session, for the tournament report (Ctrl+6)</source>
        <translation>Усі рішення сесії для звіту турніру (Ctrl+6)</translation>
    </message>
    <message>
        <source>L&amp;og</source>
        <translation>&amp;Журнал</translation>
    </message>
    <message>
        <source>&amp;Ruleset:</source>
        <translation>&amp;Правила:</translation>
    </message>
    <message>
        <source>The rules every calculation follows. Your choice is remembered.</source>
        <translation>Правила, за якими ведеться кожен розрахунок. Вибір запам’ятовується.</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Мова:</translation>
    </message>
    <message>
        <source>The language of the interface</source>
        <translation>Мова інтерфейсу</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Вихід</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вигляд</translation>
    </message>
    <message>
        <source>&amp;Show to the table</source>
        <translation>&amp;Показати всім</translation>
    </message>
    <message>
        <source>Show the result in large type for everyone at the table</source>
        <translation>Показати результат великим шрифтом для всіх за столом</translation>
    </message>
    <message>
        <source>&amp;Hand</source>
        <translation>&amp;Рука</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Стіл</translation>
    </message>
    <message>
        <source>&amp;Penalties</source>
        <translation>&amp;Штрафи</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>П&amp;равила</translation>
    </message>
    <message>
        <source>&amp;Checks</source>
        <translation>Пере&amp;вірки</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Мова</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Довідка</translation>
    </message>
    <message>
        <source>&amp;Example hands…</source>
        <translation>Приклади &amp;рук…</translation>
    </message>
    <message>
        <source>Instructive hands to load into the Hand tab, grouped by theme</source>
        <translation>Повчальні руки за темами: завантажуються на вкладку «Рука»</translation>
    </message>
    <message>
        <source>&amp;About Riichi Referee</source>
        <translation>&amp;Про програму «Суддя ріічі»</translation>
    </message>
    <message>
        <source>Custom ruleset based on %1</source>
        <translation>Власні правила на основі %1</translation>
    </message>
    <message numerus="yes">
        <source>%n assumed</source>
        <translation>
            <numerusform>%n припущення</numerusform>
            <numerusform>%n припущення</numerusform>
            <numerusform>%n припущень</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n value(s) in this ruleset were chosen, not read in a rule text.</source>
        <translation>
            <numerusform>%n значення в цих правилах обрано, а не зазначено в тексті правил.</numerusform>
            <numerusform>%n значення в цих правилах обрано, а не зазначено в тексті правил.</numerusform>
            <numerusform>%n значень у цих правилах обрано, а не зазначено в тексті правил.</numerusform>
        </translation>
    </message>
    <message>
        <source>Confirm them with the organisers:</source>
        <translation>Уточніть їх в організаторів:</translation>
    </message>
    <message>
        <source>Click for the list with what each value changes.</source>
        <translation>Натисніть, щоб відкрити список із тим, на що впливає кожне значення.</translation>
    </message>
    <message>
        <source>About Riichi Referee</source>
        <extracomment>The tabs whose views are built on first use (Hand, Table, Penalties, Rules, Checks, Log); tabs added after them are built with the window.</extracomment>
        <translation>Про програму «Суддя ріічі»</translation>
    </message>
    <message>
        <source>Riichi Referee %1</source>
        <translation>Суддя ріічі %1</translation>
    </message>
    <message>
        <source>An offline assistant for Riichi mahjong referees: scores hands, settles the table and looks up penalties and rules under tournament rulesets.</source>
        <translation>Офлайн-помічник судді з ріічі-маджонгу: рахує руки, веде розрахунки за столом і підказує штрафи та правила за турнірними регламентами.</translation>
    </message>
    <message>
        <source>Python %1, Qt %2</source>
        <translation>Python %1, Qt %2</translation>
    </message>
</context>
<context>
    <name>PenaltiesView</name>
    <message>
        <source>Search infractions…</source>
        <translation>Пошук порушень…</translation>
    </message>
    <message>
        <source>Find an infraction by name, consequence, source or term, in English, Russian or Ukrainian (e.g. furiten, kuikae, dead hand)</source>
        <translation>Пошук порушення за назвою, наслідком, джерелом або терміном — українською, російською чи англійською (наприклад: фурітен, куікае, мертва рука)</translation>
    </message>
    <message>
        <source>Open the Rules tab and search it for these words</source>
        <translation>Відкрити вкладку «Правила» й знайти там ці слова</translation>
    </message>
    <message>
        <source>Show one kind of infraction</source>
        <translation>Показати один вид порушень</translation>
    </message>
    <message>
        <source>Infraction</source>
        <translation>Порушення</translation>
    </message>
    <message>
        <source>Consequence</source>
        <translation>Наслідок</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Applied</source>
        <translation>Коли</translation>
    </message>
    <message>
        <source>Certainty</source>
        <translation>Надійність</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Джерело</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Джерела</translation>
    </message>
    <message>
        <source>Show or hide what each source key in the Source column stands for</source>
        <translation>Показати або сховати, що означає кожен ключ джерела у стовпці «Джерело»</translation>
    </message>
    <message>
        <source>Chombo calculator</source>
        <translation>Розрахунок чомбо</translation>
    </message>
    <message>
        <source>Offender</source>
        <translation>Порушник</translation>
    </message>
    <message>
        <source>The seat that committed the chombo (East deals)</source>
        <translation>Місце гравця, що отримав чомбо (Схід — дилер)</translation>
    </message>
    <message>
        <source>%1 (dealer)</source>
        <translation>%1 (дилер)</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <source>A player of the game at the table, or all four</source>
        <translation>Гравець партії за столом або всі четверо</translation>
    </message>
    <message>
        <source>Ruleset: %1</source>
        <translation>Правила: %1</translation>
    </message>
    <message>
        <source>Coloured rows are not confirmed by a rule text: confirm them with the organisers.</source>
        <translation>Кольорові рядки не підтверджено текстом правил: уточніть їх в організаторів.</translation>
    </message>
    <message>
        <source>An amount marked %1 follows from an assumed rule value: its tool tip and the line under the table say which.</source>
        <translation>Сума зі знаком %1 випливає з припущення в правилах: якого саме — кажуть підказка й рядок під таблицею.</translation>
    </message>
    <message>
        <source>An offence the same player repeats in this session costs more each time, as its “Repeated” line says.</source>
        <translation>Якщо той самий гравець повторює порушення в цій сесії, щоразу воно коштує дорожче — див. рядок «Повторно».</translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation>Усі види</translation>
    </message>
    <message>
        <source>(at least: %1)</source>
        <translation>(щонайменше: %1)</translation>
    </message>
    <message>
        <source>Repeated: %1</source>
        <translation>Повторно: %1</translation>
    </message>
    <message>
        <source>This catalogue cites no sources.</source>
        <translation>Цей перелік не посилається на джерела.</translation>
    </message>
    <message>
        <source>Where the rulings in the Source column come from:</source>
        <translation>Звідки взято рішення у стовпці «Джерело»:</translation>
    </message>
    <message>
        <source>Select a row to see its full source.</source>
        <translation>Виберіть рядок, щоб побачити джерело повністю.</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Джерело: %1</translation>
    </message>
    <message>
        <source>Nothing found for “%1”.</source>
        <translation>За запитом «%1» нічого не знайдено.</translation>
    </message>
    <message>
        <source>Search the Rules tab for “%1”</source>
        <translation>Шукати «%1» у вкладці «Правила»</translation>
    </message>
    <message>
        <source>Riichi sticks declared in this hand go back to their owners.</source>
        <translation>Палички ріічі, покладені в цій роздачі, повертаються власникам.</translation>
    </message>
    <message>
        <source>All players at the table</source>
        <translation>Усі гравці за столом</translation>
    </message>
    <message>
        <source>Offences this session (%1)</source>
        <translation>Порушення в цій сесії (%1)</translation>
    </message>
    <message>
        <source>Only one kind of infraction is shown: try “%1”.</source>
        <translation>Показано лише один вид порушень: виберіть «%1».</translation>
    </message>
    <message>
        <source>%1 pays %2 to %3</source>
        <translation>%1 → %3: %2</translation>
    </message>
    <message>
        <source>%1: %2 off the final score, after uma</source>
        <translation>%1: −%2 з підсумку, після уми</translation>
    </message>
    <message>
        <source>No points change hands.</source>
        <translation>Очки не переходять від гравця до гравця.</translation>
    </message>
    <message>
        <source>The hand is replayed; the dealer stays; no counter is added.</source>
        <translation>Роздача переграється; дилер лишається; хонба не додається.</translation>
    </message>
</context>
<context>
    <name>PenaltyWords</name>
    <message>
        <source>%1, then ×%2 each time</source>
        <translation>%1, далі щоразу ×%2</translation>
    </message>
    <message>
        <source>Repeated offences: %1</source>
        <translation>Повторні порушення: %1</translation>
    </message>
    <message>
        <source>Assumed: this ruleset's text gives no amounts for repeated offences; confirm with the organisers.</source>
        <translation>Припущення: у тексті цих правил немає сум за повторні порушення; уточніть в організаторів.</translation>
    </message>
    <message>
        <source>Earlier this session: %1. Next: %2</source>
        <translation>Раніше в цій сесії: %1. Наступне: %2</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 — none earlier this session. Next: %2</source>
        <translation>%1 — раніше в цій сесії таких порушень не було. Наступне: %2</translation>
    </message>
    <message>
        <source>%1 — no offence logged this session.</source>
        <translation>%1 — у цій сесії порушень у журналі немає.</translation>
    </message>
    <message>
        <source>%1 — offences logged this session: %2.</source>
        <translation>%1 — порушень у журналі цієї сесії: %2.</translation>
    </message>
    <message>
        <source>Earlier this session: %1.</source>
        <translation>Раніше в цій сесії: %1.</translation>
    </message>
    <message>
        <source>%1 — %2. %3</source>
        <translation>%1 — %2. %3</translation>
    </message>
</context>
<context>
    <name>PreviewPanel</name>
    <message>
        <source>Preview: every transfer</source>
        <extracomment>the one-click chombo offered under a warning, for this seat</extracomment>
        <translation>Попередній перегляд виплат</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Хто</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Кому</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Причина</translation>
    </message>
    <message>
        <source>Apply this result to the scores (Ctrl+Enter)</source>
        <translation>Застосувати цей результат до рахунку (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Show to the table (F11)</source>
        <translation>Показати всім (F11)</translation>
    </message>
    <message>
        <source>Show the preview (after the game: the final results) in large type to every player</source>
        <translation>Показати виплати (після гри — підсумки) великим шрифтом усім гравцям</translation>
    </message>
    <message>
        <source>Chombo: %1</source>
        <translation>Чомбо: %1</translation>
    </message>
    <message>
        <source>Enter a chombo for %1 instead of the draw</source>
        <translation>Внести чомбо для %1 замість нічиєї</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>Тека</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Файл</translation>
    </message>
    <message>
        <source>%1 File</source>
        <translation>Файл %1</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Диск</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Ярлик</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Тека:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>&amp;Тип файлів:</translation>
    </message>
</context>
<context>
    <name>ReportWriter</name>
    <message>
        <source>Date: %1</source>
        <translation>Дата: %1</translation>
    </message>
    <message>
        <source>Ruleset: %1</source>
        <translation>Правила: %1</translation>
    </message>
    <message>
        <source>Changed from the preset: %1</source>
        <translation>Змінено порівняно з набором: %1</translation>
    </message>
    <message>
        <source>Referee's note</source>
        <translation>Примітка судді</translation>
    </message>
    <message>
        <source>Computed by Riichi Referee %1 (offline). Exported %2.</source>
        <translation>Розраховано програмою «Суддя ріічі» %1 (офлайн). Експорт: %2.</translation>
    </message>
    <message>
        <source>Seat wind: %1</source>
        <translation>Вітер місця: %1</translation>
    </message>
    <message>
        <source>Round wind: %1</source>
        <translation>Вітер раунду: %1</translation>
    </message>
    <message>
        <source>Honba: %1</source>
        <translation>Хонба: %1</translation>
    </message>
    <message>
        <source>Riichi sticks on the table: %1</source>
        <translation>Паличок ріічі на столі: %1</translation>
    </message>
    <message>
        <source>Concealed</source>
        <translation>Закриті</translation>
    </message>
    <message>
        <source>Winning tile (tsumo)</source>
        <translation>Виграшний тайл (цумо)</translation>
    </message>
    <message>
        <source>Winning tile (ron)</source>
        <translation>Виграшний тайл (рон)</translation>
    </message>
    <message>
        <source>Paid by the discarder</source>
        <translation>Платить той, хто скинув</translation>
    </message>
    <message>
        <source>Paid by the dealer</source>
        <translation>Платить дилер</translation>
    </message>
    <message>
        <source>Paid by each other player</source>
        <translation>Платить кожен з інших</translation>
    </message>
    <message>
        <source>Paid by each non-dealer</source>
        <translation>Платить кожен не-дилер</translation>
    </message>
    <message>
        <source>Honba, from the discarder</source>
        <translation>Хонба, з того, хто скинув</translation>
    </message>
    <message>
        <source>Honba, from each player</source>
        <translation>Хонба, з кожного гравця</translation>
    </message>
    <message>
        <source>Riichi sticks collected</source>
        <translation>Зібрані палички ріічі</translation>
    </message>
    <message>
        <source>Hand ruling</source>
        <translation>Рішення щодо руки</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Рука</translation>
    </message>
    <message>
        <source>Dora indicators</source>
        <translation>Індикатори дори</translation>
    </message>
    <message>
        <source>Ura-dora indicators</source>
        <translation>Індикатори ура-дори</translation>
    </message>
    <message>
        <source>The hand is not complete: nothing to score.</source>
        <translation>Руку не зібрано: рахувати нічого.</translation>
    </message>
    <message>
        <source>This hand does not score</source>
        <translation>Ця рука не дає очок</translation>
    </message>
    <message>
        <source>Own discards: %1</source>
        <translation>Власний скид: %1</translation>
    </message>
    <message>
        <source>Passed since the last discard: %1</source>
        <translation>Пропущено після останнього скиду: %1</translation>
    </message>
    <message>
        <source>Seen elsewhere: %1</source>
        <translation>Видно на столі: %1</translation>
    </message>
    <message>
        <source>Kan of: %1</source>
        <translation>Кан з: %1</translation>
    </message>
    <message>
        <source>Riichi</source>
        <translation>Ріічі</translation>
    </message>
    <message>
        <source>A call came before</source>
        <translation>Перед цим було оголошення</translation>
    </message>
    <message>
        <source>First draw</source>
        <translation>Перший добір</translation>
    </message>
    <message>
        <source>Check: %1</source>
        <translation>Перевірка: %1</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Тайли</translation>
    </message>
    <message>
        <source>What it costs</source>
        <translation>Чим це загрожує</translation>
    </message>
    <message>
        <source>Total: %1 points</source>
        <translation>Разом: %1 очок</translation>
    </message>
    <message>
        <source>Yaku</source>
        <translation>Яку</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>Фу</translation>
    </message>
    <message>
        <source>Fu: %1, rounded up to %2</source>
        <translation>Фу: %1, з округленням угору до %2</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>Виплати</translation>
    </message>
    <message>
        <source>Total received</source>
        <translation>Усього отримано</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Гравець %1</translation>
    </message>
    <message>
        <source>Table game record</source>
        <translation>Запис гри за столом</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Стіл %1</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Рахунок гравців</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Штрафи</translation>
    </message>
    <message>
        <source>Final result</source>
        <translation>Підсумковий результат</translation>
    </message>
    <message>
        <source>%1 (place %2)</source>
        <translation>%1 (місце %2)</translation>
    </message>
    <message>
        <source>Now: %1; riichi sticks on the table: %2</source>
        <translation>Зараз: %1; паличок ріічі на столі: %2</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Гру закінчено.</translation>
    </message>
    <message>
        <source>History (%1 hands)</source>
        <translation>Історія (роздач: %1)</translation>
    </message>
    <message>
        <source>Hand</source>
        <comment>a hand of the game, a column of the history</comment>
        <translation>Роздача</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>No hand has been played yet.</source>
        <translation>Ще не зіграно жодної роздачі.</translation>
    </message>
    <message>
        <source>Corrections of the record</source>
        <translation>Виправлення запису</translation>
    </message>
    <message>
        <source>%1: change</source>
        <translation>%1: зміна</translation>
    </message>
    <message>
        <source>%1: score</source>
        <translation>%1: очки</translation>
    </message>
    <message>
        <source>Correction</source>
        <translation>Виправлення</translation>
    </message>
    <message>
        <source>Assumed values</source>
        <translation>Припущення</translation>
    </message>
    <message>
        <source>Final results</source>
        <translation>Підсумки</translation>
    </message>
    <message>
        <source>Player id</source>
        <translation>Номер гравця</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Місце</translation>
    </message>
    <message>
        <source>Riichi sticks</source>
        <translation>Палички ріічі</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>База</translation>
    </message>
    <message>
        <source>Oka</source>
        <translation>Ока</translation>
    </message>
    <message>
        <source>Uma</source>
        <translation>Ума</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Штраф</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Підсумковий результат</translation>
    </message>
</context>
<context>
    <name>ResultForm</name>
    <message>
        <source>Hand result</source>
        <extracomment>the result the form holds may be another: the preview is asked again the form holds a result entered for the hand in play; False right after Apply, so that the last hand's values can never be applied a second time by a second click the status line's text as a function, said again after a language switch</extracomment>
        <translation>Підсумок роздачі</translation>
    </message>
    <message>
        <source>Ron</source>
        <translation>Рон</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation>Цумо</translation>
    </message>
    <message>
        <source>Exhaustive draw</source>
        <translation>Вичерпна нічия</translation>
    </message>
    <message>
        <source>Abortive draw</source>
        <translation>Перервана нічия</translation>
    </message>
    <message>
        <source>Chombo</source>
        <translation>Чомбо</translation>
    </message>
    <message>
        <source>A win on a discard: one to three winners</source>
        <translation>Виграш на скид: від одного до трьох переможців</translation>
    </message>
    <message>
        <source>A win on a self-drawn tile</source>
        <translation>Виграш на власний узятий тайл</translation>
    </message>
    <message>
        <source>The wall is empty: who is tenpai</source>
        <translation>Стіна скінчилася: у кого темпай</translation>
    </message>
    <message>
        <source>The hand ends early without a winner</source>
        <translation>Роздача переривається без переможця</translation>
    </message>
    <message>
        <source>A serious error: the hand is replayed with a penalty</source>
        <translation>Серйозна помилка: роздача переграється зі штрафом</translation>
    </message>
    <message>
        <source>Riichi declared:</source>
        <translation>Оголосили ріічі:</translation>
    </message>
    <message>
        <source>Players who put down a riichi stick in this hand</source>
        <translation>Гравці, що виставили паличку ріічі в цій роздачі</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Штраф</translation>
    </message>
    <message>
        <source>A warning or points off one player's final result, between hands: the hand in play goes on (dealer, honba and riichi sticks stay)</source>
        <translation>Попередження або штрафні очки з підсумку одного гравця, між роздачами: поточна роздача триває (дилер, хонба й палички ріічі не змінюються)</translation>
    </message>
    <message>
        <source>Discarder</source>
        <translation>Хто скинув</translation>
    </message>
    <message>
        <source>The player whose discard was won on</source>
        <translation>Гравець, на чий скид оголошено рон</translation>
    </message>
    <message>
        <source>The player who committed the chombo</source>
        <translation>Гравець, який припустився чомбо</translation>
    </message>
    <message>
        <source>Why the hand was aborted</source>
        <translation>Чому роздачу перервано</translation>
    </message>
    <message>
        <source>Tenpai:</source>
        <translation>Темпай:</translation>
    </message>
    <message>
        <source>Players tenpai when the wall ran out</source>
        <translation>Гравці, які були в темпаї, коли скінчилася стіна</translation>
    </message>
    <message>
        <source>Nagashi mangan:</source>
        <translation>Нагаші манган:</translation>
    </message>
    <message>
        <source>Players whose discards were all terminals and honours, none of them called</source>
        <translation>Гравці, усі скиди яких — термінали й благородні тайли, і жоден із них не забрали</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Причина</translation>
    </message>
    <message>
        <source>Offender</source>
        <translation>Порушник</translation>
    </message>
    <message>
        <source>Offence</source>
        <translation>Порушення</translation>
    </message>
    <message>
        <source>What the chombo is given for (kept in the record and the ruling log)</source>
        <translation>За що дано чомбо (зберігається в записі та журналі рішень)</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <source>The player the penalty is given to</source>
        <translation>Гравець, якому призначено штраф</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>The amount the referee gives, within what the ruleset allows</source>
        <translation>Сума, яку призначає суддя, у межах, дозволених правилами</translation>
    </message>
    <message>
        <source>The offences of the game's ruleset that cost a warning or points: a repeat costs more (kept in the record and the ruling log)</source>
        <translation>Порушення за правилами гри, за які дають попередження або штрафні очки: за повторне штраф більший (зберігається в записі гри та суддівському журналі)</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Переможець</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>Хан</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>Фу</translation>
    </message>
    <message>
        <source>Yakuman</source>
        <translation>Якуман</translation>
    </message>
    <message>
        <source>Pao</source>
        <translation>Пао</translation>
    </message>
    <message>
        <source>Not named</source>
        <translation>Не зазначено</translation>
    </message>
    <message>
        <source>This ruleset has no penalty catalogue: the software prevents errors</source>
        <translation>У цих правилах немає переліку штрафів: програма сама не допускає помилок</translation>
    </message>
    <message>
        <source>This ruleset has no abortive draws</source>
        <translation>У цих правилах немає перерваних нічиїх</translation>
    </message>
    <message>
        <source>Not a hand: the dealer, honba and riichi sticks stay as they are.</source>
        <translation>Це не роздача: дилер, хонба й палички ріічі залишаються такими, як були.</translation>
    </message>
    <message>
        <source>Riichi declared: the sticks go back to their owners after a chombo.</source>
        <translation>Оголосили ріічі: після чомбо палички повертаються власникам.</translation>
    </message>
    <message>
        <source>Chombo entered for %1: check the preview, then apply.</source>
        <translation>Чомбо для %1 внесено: перевірте виплати й застосуйте.</translation>
    </message>
    <message>
        <source>%1 declared riichi but is not ticked tenpai: %2 has no penalty for this (a riichi hand is always tenpai there). Check the ticks.</source>
        <translation>%1 оголосив(ла) ріічі, але не позначений(а) в темпаї: у %2 штрафу за це немає (там рука з ріічі завжди в темпаї). Перевірте позначки.</translation>
    </message>
    <message>
        <source>%1 declared riichi but is not ticked tenpai: under %2, noten riichi at an exhaustive draw is: %3.</source>
        <translation>%1 оголосив(ла) ріічі, але не позначений(а) в темпаї: за правилами %2 за нотен-ріічі при вичерпній нічиїй — %3.</translation>
    </message>
    <message>
        <source>%1 honba: under %2, %3 needs 2 han without counting dora to win. Check that the han entered hold 2 han of yaku.</source>
        <translation>Хонба: %1. За правилами %2 гравцю %3 для виграшу потрібно 2 хани без урахування дори. Перевірте, що у введених ханах є 2 хани яку.</translation>
    </message>
    <message>
        <source>The hand taken from the Hand view for %1 has riichi, but %1 is not ticked under “Riichi declared”: no riichi stick would be collected.</source>
        <translation>У руці, взятій із вкладки «Рука» для гравця %1, є ріічі, але %1 не позначено в «Оголосили ріічі»: паличку ріічі не буде зібрано.</translation>
    </message>
    <message>
        <source>%1 is ticked under “Riichi declared”, but the hand taken from the Hand view has no riichi: its han count none.</source>
        <translation>%1 позначено в «Оголосили ріічі», але в руці, взятій із вкладки «Рука», ріічі немає: її хани ріічі не містять.</translation>
    </message>
    <message>
        <source>Head bump (atamahane): %1 takes the win, the first claimant counter-clockwise from the discarder; %2 does not win.</source>
        <translation>Атамахане: виграє %1 — перший з тих, хто оголосив рон, проти годинникової стрілки від гравця, що скинув тайл; %2 не виграє.</translation>
    </message>
    <message>
        <source>Tick all four players for riichi to choose this</source>
        <translation>Щоб вибрати це, позначте ріічі в усіх чотирьох гравців</translation>
    </message>
</context>
<context>
    <name>RulesView</name>
    <message>
        <source>Yaku</source>
        <translation>Яку</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>Фу</translation>
    </message>
    <message>
        <source>Score tables</source>
        <translation>Таблиці очок</translation>
    </message>
    <message>
        <source>Draws and abortive draws</source>
        <translation>Нічиї та перервані нічиї</translation>
    </message>
    <message>
        <source>Riichi</source>
        <translation>Ріічі</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>Оголошення сетів</translation>
    </message>
    <message>
        <source>Kan</source>
        <translation>Кан</translation>
    </message>
    <message>
        <source>Furiten</source>
        <translation>Фурітен</translation>
    </message>
    <message>
        <source>Dealer, counters and end of game</source>
        <translation>Дилер, хонба й кінець гри</translation>
    </message>
    <message>
        <source>Pao (liability)</source>
        <translation>Пао (відповідальність)</translation>
    </message>
    <message>
        <source>Chombo</source>
        <translation>Чомбо</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Штрафи</translation>
    </message>
    <message>
        <source>Compare rulesets</source>
        <translation>Порівняти правила</translation>
    </message>
    <message>
        <source>Exhaustive draw and tenpai payments</source>
        <translation>Вичерпна нічия й виплати за нотен</translation>
    </message>
    <message>
        <source>Who counts as tenpai</source>
        <translation>Хто вважається в темпаї</translation>
    </message>
    <message>
        <source>Abortive draws</source>
        <translation>Перервані нічиї</translation>
    </message>
    <message>
        <source>Kyuushu kyuuhai (nine different terminals and honours)</source>
        <translation>Кюсю кюхай (дев’ять різних терміналів і благородних)</translation>
    </message>
    <message>
        <source>Suufon renda (four winds)</source>
        <translation>Суфон ренда (чотири вітри)</translation>
    </message>
    <message>
        <source>Suucha riichi (four riichi)</source>
        <translation>Суча ріічі (чотири ріічі)</translation>
    </message>
    <message>
        <source>Suukaikan (four kans)</source>
        <translation>Сукайкан (чотири кани)</translation>
    </message>
    <message>
        <source>Double and triple ron</source>
        <translation>Подвійний і потрійний рон</translation>
    </message>
    <message>
        <source>Riichi conditions</source>
        <translation>Умови ріічі</translation>
    </message>
    <message>
        <source>Riichi sticks</source>
        <translation>Палички ріічі</translation>
    </message>
    <message>
        <source>Call priority</source>
        <translation>Пріоритет оголошень</translation>
    </message>
    <message>
        <source>Kuikae (swap-calling)</source>
        <translation>Куікае (заміна після оголошення)</translation>
    </message>
    <message>
        <source>Kan after riichi</source>
        <translation>Кан після ріічі</translation>
    </message>
    <message>
        <source>Kan dora</source>
        <translation>Кан-дора</translation>
    </message>
    <message>
        <source>Temporary furiten</source>
        <translation>Тимчасовий фурітен</translation>
    </message>
    <message>
        <source>Furiten in riichi</source>
        <translation>Фурітен у ріічі</translation>
    </message>
    <message>
        <source>Rounding and kiriage mangan</source>
        <translation>Округлення й кіріаге манган</translation>
    </message>
    <message>
        <source>Double yakuman</source>
        <translation>Подвійний якуман</translation>
    </message>
    <message>
        <source>Kazoe yakuman</source>
        <translation>Казое якуман</translation>
    </message>
    <message>
        <source>Minimum han</source>
        <translation>Мінімум ханів</translation>
    </message>
    <message>
        <source>Dora</source>
        <translation>Дора</translation>
    </message>
    <message>
        <source>Red fives</source>
        <translation>Червоні п’ятірки</translation>
    </message>
    <message>
        <source>Dealer rotation (renchan)</source>
        <translation>Зміна дилера (ренчан)</translation>
    </message>
    <message>
        <source>Honba (counters)</source>
        <translation>Хонба (лічильники)</translation>
    </message>
    <message>
        <source>Agari-yame</source>
        <translation>Агаріяме</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Кінець гри</translation>
    </message>
    <message>
        <source>Uma and oka</source>
        <translation>Ума й ока</translation>
    </message>
    <message>
        <source>Dead hand</source>
        <translation>Мертва рука</translation>
    </message>
    <message>
        <source>Chombo penalty</source>
        <translation>Штраф за чомбо</translation>
    </message>
    <message>
        <source>Search: pinfu, пинфу, пінфу…</source>
        <translation>Пошук: pinfu, пинфу, пінфу…</translation>
    </message>
    <message>
        <source>Search yaku and rules by romaji, Russian or Ukrainian name, or any word</source>
        <translation>Пошук яку та правил за ромадзі, українською чи російською назвою або будь-яким словом</translation>
    </message>
    <message>
        <source>Show only the rules that differ</source>
        <translation>Показувати лише відмінні правила</translation>
    </message>
    <message>
        <source>Custom ruleset…</source>
        <translation>Власні правила…</translation>
    </message>
    <message>
        <source>Start from a preset, change any rule, save it to a file or apply it</source>
        <translation>Узяти набір правил за основу, змінити будь-яке правило, зберегти у файл або застосувати</translation>
    </message>
    <message>
        <source>Yakuman</source>
        <translation>Якуман</translation>
    </message>
    <message numerus="yes">
        <source>%n found</source>
        <translation>
            <numerusform>знайдено: %n</numerusform>
            <numerusform>знайдено: %n</numerusform>
            <numerusform>знайдено: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing found for “%1”.</source>
        <translation>За запитом «%1» нічого не знайдено.</translation>
    </message>
    <message>
        <source>Did you mean:</source>
        <translation>Можливо, ви шукали:</translation>
    </message>
    <message>
        <source>Try the romaji name (pinfu, kuikae), the Russian or Ukrainian name (пинфу, пінфу), or the first letters of one word.</source>
        <translation>Спробуйте назву ромадзі (pinfu, kuikae), російську чи українську назву (пинфу, пінфу) або перші літери одного слова.</translation>
    </message>
    <message>
        <source>Often looked up:</source>
        <translation>Часто шукають:</translation>
    </message>
    <message>
        <source>Values for the ruleset: %1</source>
        <translation>Значення для правил: %1</translation>
    </message>
    <message>
        <source>not used</source>
        <translation>не використовується</translation>
    </message>
    <message>
        <source>mangan</source>
        <translation>манган</translation>
    </message>
    <message>
        <source>mangan payment (not a win)</source>
        <translation>виплата мангану (не виграш)</translation>
    </message>
    <message>
        <source>Closed hand</source>
        <translation>Закрита рука</translation>
    </message>
    <message>
        <source>Open hand</source>
        <translation>Відкрита рука</translation>
    </message>
    <message>
        <source>Example: the discards</source>
        <translation>Приклад: скид</translation>
    </message>
    <message>
        <source>Example (the winning tile set apart, then the calls)</source>
        <translation>Приклад (виграшний тайл окремо, далі відкриті сети)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Назва</translation>
    </message>
    <message>
        <source>Closed</source>
        <translation>Закрита</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Відкрита</translation>
    </message>
    <message>
        <source>Used in %1: yes</source>
        <translation>У правилах %1: так</translation>
    </message>
    <message>
        <source>Used in %1: no</source>
        <translation>У правилах %1: ні</translation>
    </message>
    <message>
        <source>More: %1</source>
        <translation>Докладніше: %1</translation>
    </message>
    <message>
        <source>Double ron under %1: both winners are paid.</source>
        <translation>Подвійний рон за правилами %1: виплати отримують обидва переможці.</translation>
    </message>
    <message>
        <source>Double ron under %1: only the first claimant counter-clockwise from the discarder wins (head bump).</source>
        <translation>Подвійний рон за правилами %1: виграє лише перший за чергою після гравця, що скинув тайл (атамахане).</translation>
    </message>
    <message>
        <source>Triple ron under %1: no one wins; the hand is an abortive draw.</source>
        <translation>Потрійний рон за правилами %1: ніхто не виграє, роздача — абортивна нічия.</translation>
    </message>
    <message>
        <source>Triple ron under %1: only the first claimant counter-clockwise from the discarder wins (head bump).</source>
        <translation>Потрійний рон за правилами %1: виграє лише перший за чергою після гравця, що скинув тайл (атамахане).</translation>
    </message>
    <message>
        <source>Triple ron under %1: all three winners are paid.</source>
        <translation>Потрійний рон за правилами %1: виплати отримують усі три переможці.</translation>
    </message>
    <message>
        <source>%1 all</source>
        <translation>по %1 з кожного</translation>
    </message>
    <message>
        <source>Non-dealer, ron (paid by the discarder)</source>
        <translation>Не-дилер, рон (платить той, хто скинув)</translation>
    </message>
    <message>
        <source>Non-dealer, tsumo (each non-dealer / the dealer)</source>
        <translation>Не-дилер, цумо (кожен не-дилер / дилер)</translation>
    </message>
    <message>
        <source>Dealer, ron (paid by the discarder)</source>
        <translation>Дилер, рон (платить той, хто скинув)</translation>
    </message>
    <message>
        <source>Dealer, tsumo (each player)</source>
        <translation>Дилер, цумо (кожен гравець)</translation>
    </message>
    <message>
        <source>Limit hands</source>
        <translation>Лімітні руки</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Ліміт</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>Хан</translation>
    </message>
    <message>
        <source>Non-dealer ron</source>
        <translation>Рон не-дилера</translation>
    </message>
    <message>
        <source>Non-dealer tsumo</source>
        <translation>Цумо не-дилера</translation>
    </message>
    <message>
        <source>Dealer ron</source>
        <translation>Рон дилера</translation>
    </message>
    <message>
        <source>Dealer tsumo</source>
        <translation>Цумо дилера</translation>
    </message>
</context>
<context>
    <name>RulesetCompare</name>
    <message>
        <source>● and a coloured row: the rulesets differ. ⚠: assumed value, confirm it.</source>
        <translation>● і кольоровий рядок: правила відрізняються. ⚠: припущення, уточніть його.</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Правило</translation>
    </message>
    <message>
        <source>Assumed values</source>
        <translation>Припущення</translation>
    </message>
</context>
<context>
    <name>RulesetEditor</name>
    <message>
        <source>Custom ruleset</source>
        <extracomment>A ruleset file nests 3 levels (an object of lists of uma lists); more is not a ruleset. the spin boxes' step (the ranges are the engine's, `int_range`); others step by 100 points the open "changes not applied" question, if any</extracomment>
        <translation>Власні правила</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>На основі</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Назва</translation>
    </message>
    <message>
        <source>The name shown for this ruleset</source>
        <translation>Назва, під якою показуються ці правила</translation>
    </message>
    <message>
        <source>Load…</source>
        <translation>Завантажити…</translation>
    </message>
    <message>
        <source>Read a custom ruleset from a JSON file</source>
        <translation>Прочитати власні правила з файлу JSON</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Зберегти…</translation>
    </message>
    <message>
        <source>Write this ruleset to a JSON file</source>
        <translation>Записати ці правила у файл JSON</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Застосувати</translation>
    </message>
    <message>
        <source>Use this ruleset everywhere in the app</source>
        <translation>Використовувати ці правила в усій програмі</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
    <message>
        <source>The preset whose rules you change; your changes are kept when you switch</source>
        <translation>Набір правил, який ви змінюєте; при зміні набору ваші зміни зберігаються</translation>
    </message>
    <message>
        <source>A warning sign next to a value: the preset chose it rather than read it in a rule text. Point at the sign to read why.</source>
        <translation>Знак попередження поруч зі значенням: це припущення набору правил, а не значення з тексту правил. Наведіть на знак, щоб дізнатися чому.</translation>
    </message>
    <message>
        <source>Kept your changes over %1: %2</source>
        <translation>Ваші зміни збережено поверх %1: %2</translation>
    </message>
    <message>
        <source>Write four numbers separated by / for each uma, and separate the options with ;</source>
        <translation>Для кожного варіанту уми напишіть чотири числа через /, а варіанти розділіть ;</translation>
    </message>
    <message>
        <source>There is no preset “%1” to start from; the presets are: %2.</source>
        <translation>Набору правил «%1» немає; є набори: %2.</translation>
    </message>
    <message>
        <source>“base” must name the preset the ruleset starts from.</source>
        <translation>«base» має називати набір правил, узятий за основу.</translation>
    </message>
    <message>
        <source>The name must be a text of at most 200 characters.</source>
        <translation>Назва має бути текстом не довшим за 200 символів.</translation>
    </message>
    <message>
        <source>A ruleset is a preset id or an object with a “base” preset id.</source>
        <translation>Правила — це ідентифікатор набору правил або об’єкт з ідентифікатором набору в «base».</translation>
    </message>
    <message>
        <source>“%1” is not a rule this app knows; check its spelling.</source>
        <translation>«%1» — невідоме застосунку правило; перевірте написання.</translation>
    </message>
    <message>
        <source>Use a whole number from %1 to %2.</source>
        <translation>Потрібне ціле число від %1 до %2.</translation>
    </message>
    <message>
        <source>Use one of: %1.</source>
        <translation>Допустимі значення: %1.</translation>
    </message>
    <message>
        <source>Use true or false.</source>
        <translation>Потрібно true або false.</translation>
    </message>
    <message>
        <source>The return (%1) must not be below the start points (%2): the oka would be negative.</source>
        <translation>Очки повернення (%1) не можуть бути меншими за стартові очки (%2): ока була б від’ємною.</translation>
    </message>
    <message>
        <source>Use a whole number.</source>
        <translation>Потрібне ціле число.</translation>
    </message>
    <message>
        <source>Use a list of ids.</source>
        <translation>Потрібен список ідентифікаторів.</translation>
    </message>
    <message>
        <source>Unknown ids: %1.</source>
        <translation>Невідомі ідентифікатори: %1.</translation>
    </message>
    <message>
        <source>These cannot be in this list: %1.</source>
        <translation>Цього не може бути в цьому списку: %1.</translation>
    </message>
    <message>
        <source>Use a list of umas, each four whole numbers.</source>
        <translation>Потрібен список варіантів уми, кожен із чотирьох цілих чисел.</translation>
    </message>
    <message>
        <source>Write four whole numbers.</source>
        <translation>Напишіть чотири цілі числа.</translation>
    </message>
    <message>
        <source>The four values must add up to zero; these add up to %1.</source>
        <translation>Сума чотирьох значень має дорівнювати нулю; тут вона дорівнює %1.</translation>
    </message>
    <message>
        <source>The values must fall from first place to fourth.</source>
        <translation>Значення мають спадати від першого місця до четвертого.</translation>
    </message>
    <message>
        <source>With “%1” above zero, each uma needs equal steps between the places (like 15000/5000/-5000/-15000); these steps are %2.</source>
        <translation>Якщо «%1» більше за нуль, кроки уми між місцями мають бути рівними (наприклад, 15000/5000/-5000/-15000); тут кроки: %2.</translation>
    </message>
    <message>
        <source>Option %1: %2</source>
        <translation>Варіант %1: %2</translation>
    </message>
    <message>
        <source>Your changes to the ruleset are not applied yet.</source>
        <translation>Ваші зміни правил ще не застосовано.</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Відкинути</translation>
    </message>
    <message>
        <source>Keep editing</source>
        <translation>Продовжити редагування</translation>
    </message>
    <message>
        <source>Apply them, discard them, or keep editing?</source>
        <translation>Застосувати їх, відкинути чи продовжити редагування?</translation>
    </message>
    <message>
        <source>They cannot be applied as they are: %1</source>
        <translation>У такому вигляді їх не можна застосувати: %1</translation>
    </message>
    <message>
        <source>the name holds a character that cannot be saved</source>
        <translation>у назві є символ, який не можна зберегти</translation>
    </message>
    <message>
        <source>Could not save the ruleset: %1</source>
        <translation>Не вдалося зберегти правила: %1</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Збережено в «%1»</translation>
    </message>
    <message>
        <source>the file is too large to be a ruleset</source>
        <translation>файл завеликий для файлу правил</translation>
    </message>
    <message>
        <source>a ruleset file holds one JSON object</source>
        <translation>файл правил має містити один об’єкт JSON</translation>
    </message>
    <message>
        <source>the file does not name its base preset ('base')</source>
        <translation>у файлі не зазначено базовий набір ('base')</translation>
    </message>
    <message>
        <source>the file is not text (UTF-8)</source>
        <translation>файл не текстовий (UTF-8)</translation>
    </message>
    <message>
        <source>the file does not exist</source>
        <translation>файл не існує</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>це тека</translation>
    </message>
    <message>
        <source>it is not an ordinary file</source>
        <translation>це не звичайний файл</translation>
    </message>
    <message>
        <source>not valid JSON (line %1, column %2)</source>
        <translation>некоректний JSON (рядок %1, стовпець %2)</translation>
    </message>
    <message>
        <source>it is nested too deeply to be a ruleset</source>
        <translation>вкладеність надто глибока для файлу правил</translation>
    </message>
    <message>
        <source>it names the key “%1” twice</source>
        <translation>ключ «%1» вказано двічі</translation>
    </message>
    <message>
        <source>it holds a number far out of range</source>
        <translation>у ньому є число далеко за допустимими межами</translation>
    </message>
    <message>
        <source>Loaded %1</source>
        <translation>Завантажено: «%1»</translation>
    </message>
    <message>
        <source>Could not load %1: %2</source>
        <translation>Не вдалося завантажити «%1»: %2</translation>
    </message>
    <message>
        <source>Load ruleset</source>
        <translation>Завантаження правил</translation>
    </message>
    <message>
        <source>Ruleset (*.json)</source>
        <translation>Правила (*.json)</translation>
    </message>
    <message>
        <source>Save ruleset</source>
        <translation>Збереження правил</translation>
    </message>
    <message>
        <source>Applied: %1</source>
        <translation>Застосовано: %1</translation>
    </message>
</context>
<context>
    <name>RulingLog</name>
    <message>
        <source>The ruling log %1 could not be read: %3.</source>
        <extracomment>Tests and portable set-ups may move the log folder with this environment variable. A session of a whole tournament day is a few hundred rulings of about 1 KB each. How deep a line's JSON may nest at all (its decision part is checked against the above). The kinds the views emit today (HELPERS: hand, check, chombo, penalty, correction). A kind the app does not know yet (from a newer app, same format version) is kept and shown by id. The kinds a tournament report lists first (the EMA report's list of chombos and penalties).</extracomment>
        <translation>Не вдалося прочитати журнал рішень %1: %3.</translation>
    </message>
    <message>
        <source>The ruling log %1 is too large (%4 KB; at most %5 KB).</source>
        <translation>Журнал рішень %1 завеликий (%4 КБ; не більше %5 КБ).</translation>
    </message>
    <message>
        <source>The file %1 is not a ruling log of this app.</source>
        <translation>Файл %1 не є журналом рішень цього застосунку.</translation>
    </message>
    <message>
        <source>The ruling log %1 was written by a newer version of the app (log version %4; this version reads up to %5). Please update the app.</source>
        <translation>Журнал рішень %1 записано новішою версією застосунку (версія журналу %4; ця версія читає до %5). Оновіть застосунок.</translation>
    </message>
    <message>
        <source>The ruling log %1 has no valid version number.</source>
        <translation>У журналі рішень %1 немає правильного номера версії.</translation>
    </message>
    <message>
        <source>The ruling log %1 is damaged at line %4: %3.</source>
        <translation>Журнал рішень %1 пошкоджено в рядку %4: %3.</translation>
    </message>
    <message>
        <source>The ruling log %1 could not be written: %3.</source>
        <translation>Не вдалося записати журнал рішень %1: %3.</translation>
    </message>
    <message>
        <source>the line is not valid JSON</source>
        <translation>рядок — некоректний JSON</translation>
    </message>
    <message>
        <source>the line is not UTF-8 text</source>
        <translation>рядок не є текстом UTF-8</translation>
    </message>
    <message>
        <source>the line is too long</source>
        <translation>рядок задовгий</translation>
    </message>
    <message>
        <source>a record is missing or out of order</source>
        <translation>запис пропущено або він стоїть не по порядку</translation>
    </message>
    <message>
        <source>records follow the end of the session</source>
        <translation>після кінця сесії є записи</translation>
    </message>
    <message>
        <source>a record has a wrong or missing field</source>
        <translation>у записі неправильне або відсутнє поле</translation>
    </message>
    <message>
        <source>a note refers to no ruling</source>
        <translation>примітка не стосується жодного рішення</translation>
    </message>
    <message>
        <source>It was set aside as %1.</source>
        <translation>Файл відкладено під назвою %1.</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>це тека</translation>
    </message>
    <message>
        <source>it is not an ordinary file</source>
        <translation>це не звичайний файл</translation>
    </message>
    <message>
        <source>it is a link to another file</source>
        <translation>це посилання на інший файл</translation>
    </message>
</context>
<context>
    <name>RulingText</name>
    <message>
        <source>Hand value</source>
        <translation>Вартість руки</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Перевірка</translation>
    </message>
    <message>
        <source>Chombo</source>
        <translation>Чомбо</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Штраф</translation>
    </message>
    <message>
        <source>Correction</source>
        <translation>Виправлення</translation>
    </message>
    <message>
        <source>Hand tab</source>
        <translation>Вкладка «Рука»</translation>
    </message>
    <message>
        <source>Table tab</source>
        <translation>Вкладка «Стіл»</translation>
    </message>
    <message>
        <source>Checks tab</source>
        <translation>Вкладка «Перевірки»</translation>
    </message>
    <message>
        <source>Tenpai</source>
        <translation>Темпай</translation>
    </message>
    <message>
        <source>Furiten</source>
        <translation>Фурітен</translation>
    </message>
    <message>
        <source>Kan after riichi</source>
        <translation>Кан після ріічі</translation>
    </message>
    <message>
        <source>Hand %1 deleted</source>
        <translation>Роздачу %1 видалено</translation>
    </message>
    <message>
        <source>Hand %1 inserted</source>
        <translation>Роздачу %1 вставлено</translation>
    </message>
    <message>
        <source>Seating fixed from hand %1 on</source>
        <translation>Розсадку виправлено починаючи з роздачі %1</translation>
    </message>
    <message>
        <source>Discarder: %1 → %2</source>
        <translation>Хто скинув: %1 → %2</translation>
    </message>
    <message>
        <source>Winners: %1 → %2</source>
        <translation>Переможці: %1 → %2</translation>
    </message>
    <message>
        <source>Riichi: %1 → %2</source>
        <translation>Ріічі: %1 → %2</translation>
    </message>
    <message>
        <source>Tenpai: %1 → %2</source>
        <translation>Темпай: %1 → %2</translation>
    </message>
    <message>
        <source>Nagashi mangan: %1 → %2</source>
        <translation>Нагаші манган: %1 → %2</translation>
    </message>
    <message>
        <source>Offender: %1 → %2</source>
        <translation>Порушник: %1 → %2</translation>
    </message>
    <message>
        <source>not tenpai</source>
        <translation>не темпай</translation>
    </message>
    <message numerus="yes">
        <source>%n later hand(s) settled again</source>
        <translation><numerusform>%n наступна роздача перерахована</numerusform><numerusform>%n наступні роздачі перераховано</numerusform><numerusform>%n наступних роздач перераховано</numerusform></translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Гравець %1</translation>
    </message>
    <message>
        <source>No win: %1</source>
        <translation>Виграшу немає: %1</translation>
    </message>
    <message>
        <source>%1 off the final score</source>
        <translation>%1 з підсумку</translation>
    </message>
    <message>
        <source>%1 paid to the others</source>
        <translation>%1 виплачено іншим</translation>
    </message>
    <message>
        <source>%1: %2 — withdrawn (the hand was taken back)</source>
        <translation>%1: %2 — знято (роздачу скасовано)</translation>
    </message>
    <message>
        <source>points moved in hands %1</source>
        <translation>очки змінилися в роздачах %1</translation>
    </message>
    <message>
        <source>to look at: hands %1</source>
        <translation>перевірити: роздачі %1</translation>
    </message>
    <message>
        <source>Hand %1 corrected</source>
        <translation>Роздачу %1 виправлено</translation>
    </message>
    <message>
        <source>waits %1</source>
        <translation>очікування %1</translation>
    </message>
    <message>
        <source>%1 %2, %3 honba</source>
        <translation>%1 %2, хонба: %3</translation>
    </message>
    <message>
        <source>%1: %2 — %3</source>
        <translation>%1: %2 — %3</translation>
    </message>
</context>
<context>
    <name>SaveProblemBanner</name>
    <message>
        <source>Your work is not being saved automatically: %1. What you entered stays in this window, but a crash now would lose it. Correct the problem or save it to a file.</source>
        <translation>Ваша робота не зберігається автоматично: %1. Усе введене лишається в цьому вікні, але в разі збою воно буде втрачене. Усуньте причину або збережіть роботу у файл.</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Зберегти як…</translation>
    </message>
</context>
<context>
    <name>SeatingDialog</name>
    <message>
        <source>Seating</source>
        <translation>Розсадка</translation>
    </message>
    <message>
        <source>Seats in turn order. Type each player's name and choose who deals first (East 1).</source>
        <translation>Місця за порядком ходу. Введіть ім’я кожного гравця і виберіть, хто роздає першим (Схід 1).</translation>
    </message>
    <message>
        <source>Deals first (East 1):</source>
        <translation>Перший дилер (Схід 1):</translation>
    </message>
    <message>
        <source>The player who deals the first hand, East 1</source>
        <translation>Гравець, який роздає першим, Схід 1</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Місце %1</translation>
    </message>
    <message>
        <source>Player's name (optional)</source>
        <translation>Ім’я гравця (необов’язково)</translation>
    </message>
    <message>
        <source>At the start: %1</source>
        <translation>На початку гри: %1</translation>
    </message>
</context>
<context>
    <name>ShowTableOverlay</name>
    <message>
        <source>Esc returns to the Hand view.</source>
        <translation>Esc — назад на вкладку «Рука».</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
    <message>
        <source>Result shown to the table</source>
        <translation>Результат для столу</translation>
    </message>
    <message>
        <source>Tenpai</source>
        <translation>Темпай</translation>
    </message>
    <message>
        <source>Not tenpai</source>
        <translation>Не темпай</translation>
    </message>
    <message>
        <source>Waits</source>
        <translation>Очікування</translation>
    </message>
    <message>
        <source>No win</source>
        <translation>Немає виграшу</translation>
    </message>
    <message>
        <source>No hand yet</source>
        <translation>Руки поки немає</translation>
    </message>
</context>
<context>
    <name>SignOffDialog</name>
    <message>
        <source>Sign-off sheet</source>
        <translation>Аркуш підписів</translation>
    </message>
    <message>
        <source>Save as PDF…</source>
        <translation>Зберегти як PDF…</translation>
    </message>
    <message>
        <source>Save as CSV…</source>
        <translation>Зберегти як CSV…</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Save the sign-off sheet</source>
        <translation>Зберегти аркуш підписів</translation>
    </message>
    <message>
        <source>The sheet could not be saved: %1</source>
        <translation>Не вдалося зберегти аркуш: %1</translation>
    </message>
</context>
<context>
    <name>SignOffSheet</name>
    <message>
        <source>The game is not over: there are no final results to check.</source>
        <translation>Гру не завершено: підсумкових результатів для перевірки немає.</translation>
    </message>
    <message>
        <source>Scores plus riichi sticks left: %1 of %2: adds up</source>
        <translation>Очки плюс залишені палички ріічі: %1 з %2: сходиться</translation>
    </message>
    <message>
        <source>Scores plus riichi sticks left: %1 of %2: does NOT add up</source>
        <translation>Очки плюс залишені палички ріічі: %1 з %2: НЕ сходиться</translation>
    </message>
    <message>
        <source>Final results before penalties: %1 (riichi sticks nobody received: %2): add up</source>
        <translation>Підсумкові результати до штрафів: %1 (палички ріічі, що нікому не дісталися: %2): сходяться</translation>
    </message>
    <message>
        <source>Final results before penalties: %1 (riichi sticks nobody received: %2): do NOT add up</source>
        <translation>Підсумкові результати до штрафів: %1 (палички ріічі, що нікому не дісталися: %2): НЕ сходяться</translation>
    </message>
    <message>
        <source>Penalties off the final results: %1</source>
        <translation>Штрафи з підсумкових результатів: %1</translation>
    </message>
    <message>
        <source>Referee</source>
        <translation>Суддя</translation>
    </message>
    <message>
        <source>Sign-off sheet</source>
        <translation>Аркуш підписів</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Стіл %1</translation>
    </message>
    <message>
        <source>Final results</source>
        <translation>Підсумки</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Місце</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Final result</source>
        <translation>Підсумковий результат</translation>
    </message>
    <message>
        <source>Chombo and penalties</source>
        <translation>Чомбо і штрафи</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Немає.</translation>
    </message>
    <message>
        <source>Corrections of the record</source>
        <translation>Виправлення запису</translation>
    </message>
    <message>
        <source>Signatures</source>
        <translation>Підписи</translation>
    </message>
    <message>
        <source>By signing you confirm the final results above.</source>
        <translation>Підписом ви підтверджуєте підсумкові результати вище.</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Перевірка</translation>
    </message>
</context>
<context>
    <name>SituationPanel</name>
    <message>
        <source>Ron</source>
        <translation>Рон</translation>
    </message>
    <message>
        <source>Won on another player's discard (key T switches).</source>
        <translation>Виграш на чужий скид (клавіша T перемикає).</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation>Цумо</translation>
    </message>
    <message>
        <source>Won on a self-drawn tile (key T switches).</source>
        <translation>Виграш на власний узятий тайл (клавіша T перемикає).</translation>
    </message>
    <message>
        <source>Seat &amp;wind</source>
        <translation>Вітер міс&amp;ця</translation>
    </message>
    <message>
        <source>R&amp;ound wind</source>
        <translation>Вітер &amp;раунду</translation>
    </message>
    <message>
        <source>The winner's seat wind; East is the dealer.</source>
        <translation>Вітер місця переможця; Схід — дилер.</translation>
    </message>
    <message>
        <source>The wind of the current round.</source>
        <translation>Вітер поточного раунду.</translation>
    </message>
    <message>
        <source>Hon&amp;ba</source>
        <translation>&amp;Хонба</translation>
    </message>
    <message>
        <source>Counters on the table (each adds 300 points to a win).</source>
        <translation>Хонба на столі (кожна додає до виграшу 300 очок).</translation>
    </message>
    <message>
        <source>Riichi &amp;sticks</source>
        <translation>Па&amp;лички ріічі</translation>
    </message>
    <message>
        <source>Riichi sticks left on the table from earlier hands (1,000 each).</source>
        <translation>Палички ріічі, що лишилися на столі з попередніх роздач (по 1000).</translation>
    </message>
    <message>
        <source>Riichi</source>
        <translation>Ріічі</translation>
    </message>
    <message>
        <source>The winner declared riichi (key R).</source>
        <translation>Переможець оголосив ріічі (клавіша R).</translation>
    </message>
    <message>
        <source>Double riichi</source>
        <translation>Подвійне ріічі</translation>
    </message>
    <message>
        <source>Riichi declared on the first discard, before any call.</source>
        <translation>Ріічі оголошено з першим скидом, до будь-яких оголошень сетів.</translation>
    </message>
    <message>
        <source>Ippatsu</source>
        <translation>Іппацу</translation>
    </message>
    <message>
        <source>Won within one go-round after riichi, with no call in between.</source>
        <translation>Виграш у межах кола після ріічі без оголошень між ними.</translation>
    </message>
    <message>
        <source>Rinshan</source>
        <translation>Ріншан</translation>
    </message>
    <message>
        <source>Won on the replacement tile drawn after a kan.</source>
        <translation>Виграш на тайл, добраний після кана.</translation>
    </message>
    <message>
        <source>Chankan</source>
        <translation>Чанкан</translation>
    </message>
    <message>
        <source>Won by robbing another player's added kan.</source>
        <translation>Виграш на тайл, яким інший гравець доповнив кан.</translation>
    </message>
    <message>
        <source>…a closed kan</source>
        <translation>…закритого кана</translation>
    </message>
    <message>
        <source>The robbed kan was a closed kan. Only thirteen orphans may rob one, and only where the ruleset allows it.</source>
        <translation>Чанкан оголошено на закритий кан. оголосити чанкан на закритий кан може лише Кокуші мусо, і лише якщо це дозволяють правила.</translation>
    </message>
    <message>
        <source>Haitei</source>
        <translation>Хайтей</translation>
    </message>
    <message>
        <source>Won by tsumo on the last tile of the wall.</source>
        <translation>Виграш з цумо останнім тайлом стіни.</translation>
    </message>
    <message>
        <source>Houtei</source>
        <translation>Хоутей</translation>
    </message>
    <message>
        <source>Won by ron on the last discard of the hand.</source>
        <translation>Виграш при роні на останній скид роздачі.</translation>
    </message>
    <message>
        <source>Tenhou</source>
        <translation>Тенхо</translation>
    </message>
    <message>
        <source>The dealer's hand was complete as dealt.</source>
        <translation>Рука дилера зібрана одразу після роздачі.</translation>
    </message>
    <message>
        <source>Chiihou</source>
        <translation>Чіхо</translation>
    </message>
    <message>
        <source>A non-dealer won on the first draw, before any call.</source>
        <translation>Не-дилер виграв першим узятим тайлом, до будь-яких оголошень.</translation>
    </message>
    <message>
        <source>Renhou</source>
        <translation>Ренхо</translation>
    </message>
    <message>
        <source>A non-dealer won by ron before their first draw, before any call.</source>
        <translation>Не-дилер виграв при роні до свого першого взяття, до будь-яких оголошень.</translation>
    </message>
    <message>
        <source>Paarenchan</source>
        <translation>Паренчан</translation>
    </message>
    <message>
        <source>This win is the dealer's eighth in a row.</source>
        <translation>Це восьмий виграш дилера поспіль.</translation>
    </message>
    <message>
        <source>(dealer)</source>
        <translation>(дилер)</translation>
    </message>
    <message>
        <source>Not possible now:</source>
        <extracomment>lupdate finds `translate("Context", "text")` calls; the alias keeps them short.</extracomment>
        <translation>Зараз неможливо:</translation>
    </message>
</context>
<context>
    <name>TableShowOverlay</name>
    <message>
        <source>Esc returns to the Table view.</source>
        <translation>Esc — назад на вкладку «Стіл».</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
    <message>
        <source>Shown to the table</source>
        <translation>Показано всім</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Table</source>
        <translation>Стіл</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Гравець %1</translation>
    </message>
    <message>
        <source>Last hand</source>
        <extracomment>a decision the referee took, for the ruling log (a correction of the record, ...) the hand applied last, with the number of hands it made: shown in the preview until the next result is entered the number of hands the history showed, to select a hand just added</extracomment>
        <translation>Остання роздача</translation>
    </message>
    <message>
        <source>Time is up: the game ends after the next hand (as the ruleset prescribes)</source>
        <translation>Час вийшов: гра закінчиться після наступної роздачі (як вимагають правила)</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Нова гра</translation>
    </message>
    <message>
        <source>Start again from the ruleset's starting points (names are kept)</source>
        <translation>Почати знову зі стартових очок правил (імена збережуться)</translation>
    </message>
    <message>
        <source>Seating…</source>
        <translation>Розсадка…</translation>
    </message>
    <message>
        <source>Names in turn order and who deals first (East 1)</source>
        <translation>Імена за порядком ходу і перший дилер (Схід 1)</translation>
    </message>
    <message>
        <source>Seating is correct</source>
        <translation>Розсадка правильна</translation>
    </message>
    <message>
        <source>Everyone sits at the wind shown: confirm before the first hand</source>
        <translation>Усі сидять на вказаних вітрах: підтвердьте до першої роздачі</translation>
    </message>
    <message>
        <source>End game</source>
        <translation>Завершити гру</translation>
    </message>
    <message>
        <source>Stop here and show the final results</source>
        <translation>Зупинитися й показати підсумки</translation>
    </message>
    <message>
        <source>Uma</source>
        <translation>Ума</translation>
    </message>
    <message>
        <source>The uma is fixed now: a chombo counted in uma steps was settled with it. Undo that hand or start a new game to change it.</source>
        <translation>Ума тепер не змінюється: за нею вже розраховано чомбо, що рахується в кроках уми. Щоб змінити її, скасуйте цю роздачу або почніть нову гру.</translation>
    </message>
    <message>
        <source>The ruleset's uma, or its alternative</source>
        <translation>Ума за правилами або її альтернатива</translation>
    </message>
    <message>
        <source>Player's name (optional)</source>
        <translation>Ім’я гравця (необов’язково)</translation>
    </message>
    <message>
        <source>Final results</source>
        <extracomment>lupdate finds `translate("Context", "text")` calls; the alias keeps them short.</extracomment>
        <translation>Підсумки</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Use it for this game…</source>
        <translation>Застосувати до цієї гри…</translation>
    </message>
    <message>
        <source>Game over — ended by the referee</source>
        <translation>Гру закінчено — її завершив суддя</translation>
    </message>
    <message>
        <source>Game over — %1</source>
        <translation>Гру закінчено — %1</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Гру закінчено</translation>
    </message>
    <message>
        <source>it cannot be settled as entered</source>
        <translation>її не можна розрахувати так, як її внесено</translation>
    </message>
    <message>
        <source>another player dealt this hand after the correction: check the han entered (seat wind, dealer)</source>
        <translation>після виправлення цю роздачу здавав інший гравець: перевірте внесені хани (вітер місця, дилер)</translation>
    </message>
    <message>
        <source>the winner sat at another wind after the seating fix: check the han entered (seat wind)</source>
        <translation>після виправлення розсадки переможець сидів на іншому вітрі: перевірте внесені хани (вітер місця)</translation>
    </message>
    <message>
        <source>its payments were taken as entered, in another position: check them</source>
        <translation>виплати взято як внесено, але становище в грі тепер інше: перевірте їх</translation>
    </message>
    <message>
        <source>the game ended before this hand</source>
        <translation>гра закінчилася до цієї роздачі</translation>
    </message>
    <message>
        <source>a hand before it is pending</source>
        <translation>роздачу перед нею відкладено</translation>
    </message>
    <message>
        <source>Hand %1 deleted</source>
        <translation>Роздачу %1 видалено</translation>
    </message>
    <message>
        <source>Settled again after a correction; before: %1</source>
        <translation>Перераховано після виправлення; було: %1</translation>
    </message>
    <message>
        <source>Pending: %1 — %2</source>
        <translation>Відкладено: %1 — %2</translation>
    </message>
    <message>
        <source>Hand %1 inserted</source>
        <translation>Роздачу %1 вставлено</translation>
    </message>
    <message>
        <source>later hands settled again: %1</source>
        <translation>перераховано наступних роздач: %1</translation>
    </message>
    <message>
        <source>pending: %1</source>
        <translation>відкладено: %1</translation>
    </message>
    <message>
        <source>tenpai: %1</source>
        <translation>темпай: %1</translation>
    </message>
    <message>
        <source>all noten</source>
        <translation>усі нотен</translation>
    </message>
    <message>
        <source>nagashi mangan: %1</source>
        <translation>нагаші манган: %1</translation>
    </message>
    <message>
        <source>riichi: %1</source>
        <translation>ріічі: %1</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Зараз</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Зміна</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Після</translation>
    </message>
    <message>
        <source>Result = base + oka + uma + penalty, in thousands; base = score + leftover riichi sticks − %1 (return points)%2. Uma %3; oka %4; riichi sticks left at the end: %5.</source>
        <translation>Результат = база + ока + ума + штраф, у тисячах; база = очки + залишені палички ріічі − %1 (очки повернення)%2. Ума %3; ока %4; паличок ріічі лишилося наприкінці: %5.</translation>
    </message>
    <message>
        <source>, rounded as the ruleset says</source>
        <translation>, з округленням за правилами</translation>
    </message>
    <message>
        <source>This game is played under %1 (the selector shows %2).</source>
        <translation>Ця гра йде за правилами %1 (у списку вибрано %2).</translation>
    </message>
    <message>
        <source>Settle this game under %1 from the next hand on</source>
        <translation>Рахувати цю гру за правилами %1 з наступної роздачі</translation>
    </message>
    <message>
        <source>Switch the game's ruleset</source>
        <translation>Змінити правила гри</translation>
    </message>
    <message>
        <source>Settle this game under %1 from hand %2 on?</source>
        <translation>Рахувати цю гру за правилами %1, починаючи з роздачі %2?</translation>
    </message>
    <message>
        <source>The hands already applied stay as they were settled under %1. The final results will use the uma and oka of %2.</source>
        <translation>Уже внесені роздачі лишаються порахованими за правилами %1. Підсумки буде пораховано з умою й окою правил %2.</translation>
    </message>
    <message>
        <source>This game is now played under %1.</source>
        <translation>Тепер ця гра йде за правилами %1.</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Місце</translation>
    </message>
    <message>
        <source>Sign-off sheet…</source>
        <translation>Аркуш підписів…</translation>
    </message>
    <message>
        <source>The sheet the players and the referee sign: results, checks, chombo and penalties, corrections</source>
        <translation>Аркуш, який підписують гравці й суддя: результати, перевірки, чомбо і штрафи, виправлення</translation>
    </message>
    <message>
        <source>Table points at the end</source>
        <translation>Очки на столі наприкінці гри</translation>
    </message>
    <message>
        <source>Sticks</source>
        <translation>Палички</translation>
    </message>
    <message>
        <source>Riichi sticks left on the table, as the ruleset gives them out</source>
        <translation>Палички ріічі, що лишилися на столі, — як їх розподіляють правила</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>База</translation>
    </message>
    <message>
        <source>Score plus sticks, less the return points, in thousands</source>
        <translation>Очки плюс палички ріічі мінус очки повернення, у тисячах</translation>
    </message>
    <message>
        <source>Oka</source>
        <translation>Ока</translation>
    </message>
    <message>
        <source>Oka, in thousands</source>
        <translation>Ока, у тисячах</translation>
    </message>
    <message>
        <source>Uma for the place, in thousands</source>
        <translation>Ума за місце, у тисячах</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Штраф</translation>
    </message>
    <message>
        <source>Penalties taken off after uma (chombo, ...), in thousands</source>
        <translation>Штрафи, зняті після уми (чомбо тощо), у тисячах</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Base + oka + uma + penalty</source>
        <translation>База + ока + ума + штраф</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Застосувати</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Історія</translation>
    </message>
    <message>
        <source>Undo last hand</source>
        <translation>Скасувати останню роздачу</translation>
    </message>
    <message>
        <source>Cancel the last hand applied (asks first; its payments are taken back)</source>
        <translation>Скасувати останню внесену роздачу (з підтвердженням; її виплати повертаються)</translation>
    </message>
    <message>
        <source>%1 %2 · honba: %3 · riichi sticks: %4</source>
        <translation>%1 %2 · хонба: %3 · паличок ріічі: %4</translation>
    </message>
    <message>
        <source>Ruleset: %1</source>
        <translation>Правила: %1</translation>
    </message>
    <message>
        <source>%1 · dealer</source>
        <translation>%1 · дилер</translation>
    </message>
    <message>
        <source>Penalties: %1</source>
        <translation>Штрафи: %1</translation>
    </message>
    <message>
        <source>%1 %2, %3 honba</source>
        <translation>%1 %2, хонба: %3</translation>
    </message>
    <message>
        <source>%1: penalty %2</source>
        <translation>%1: штраф %2</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <source>The game is over: see the final results. Undo takes back the last hand.</source>
        <translation>Гру закінчено: дивіться підсумки. Скасування повертає останню роздачу.</translation>
    </message>
    <message>
        <source>Enter the result of hand %1: the preview and Apply come back when the form is changed (or the outcome is clicked).</source>
        <translation>Введіть результат роздачі %1: попередній перегляд і «Застосувати» з’являться, коли форму буде змінено (або вибрано результат).</translation>
    </message>
    <message>
        <source>%1: %2 off the final score</source>
        <translation>%1: −%2 з підсумку</translation>
    </message>
    <message>
        <source>Then the game is over.</source>
        <translation>Після цього гру закінчено.</translation>
    </message>
    <message>
        <source>Inserted at %1: %2</source>
        <translation>Вставлено о %1: %2</translation>
    </message>
    <message>
        <source>Corrected at %1: %2</source>
        <translation>Виправлено о %1: %2</translation>
    </message>
    <message>
        <source>Check: %1</source>
        <translation>Перевірте: %1</translation>
    </message>
    <message>
        <source>Hand %1 corrected</source>
        <translation>Роздачу %1 виправлено</translation>
    </message>
    <message>
        <source>Entered before: %1 · %2</source>
        <translation>Було внесено: %1 · %2</translation>
    </message>
    <message>
        <source>Seats of %1 and %2 exchanged from hand %3</source>
        <translation>%1 і %2 поміняно місцями з роздачі %3</translation>
    </message>
    <message>
        <source>Next: %1 %2, honba: %3, riichi sticks on the table: %4</source>
        <translation>Наступна роздача: %1 %2, хонба: %3, паличок ріічі на столі: %4</translation>
    </message>
    <message>
        <source>Applied.</source>
        <translation>Застосовано.</translation>
    </message>
    <message numerus="yes">
        <source>Start a new game? The record of %n hand(s) played is cleared.</source>
        <translation>
            <numerusform>Почати нову гру? Запис про %n зіграну роздачу буде видалено.</numerusform>
            <numerusform>Почати нову гру? Запис про %n зіграні роздачі буде видалено.</numerusform>
            <numerusform>Почати нову гру? Запис про %n зіграних роздач буде видалено.</numerusform>
        </translation>
    </message>
    <message>
        <source>End the game now and show the final results?</source>
        <translation>Завершити гру зараз і показати підсумки?</translation>
    </message>
    <message>
        <source>No more hands can be entered in this game afterwards.</source>
        <translation>Після цього роздачі в цю гру більше не вводяться.</translation>
    </message>
    <message>
        <source>Cancel hand %1: %2?</source>
        <translation>Скасувати роздачу %1: %2?</translation>
    </message>
    <message>
        <source>Its payments are taken back and the table returns to where it was.</source>
        <translation>Її виплати повертаються, і стіл повертається до попереднього стану.</translation>
    </message>
    <message>
        <source>Nothing was cancelled.</source>
        <translation>Нічого не скасовано.</translation>
    </message>
    <message>
        <source>The last hand was taken back.</source>
        <translation>Останню роздачу скасовано.</translation>
    </message>
    <message>
        <source>Apply correction</source>
        <translation>Виправити</translation>
    </message>
    <message>
        <source>Hand %1 was applied as shown. Enter the result of hand %2: the preview and Apply come back when the form is changed (or the outcome is clicked).</source>
        <translation>Роздачу %1 застосовано, як показано. Введіть результат роздачі %2: перевірка й «Застосувати» з’являться, коли форму буде змінено (або натиснуто результат).</translation>
    </message>
    <message>
        <source>Check seating</source>
        <translation>Перевірте розсадку</translation>
    </message>
    <message>
        <source>Is everyone sitting at the wind shown? Yes confirms it and applies.</source>
        <translation>Усі сидять на вказаних вітрах? «Так» підтверджує розсадку й застосовує результат.</translation>
    </message>
    <message>
        <source>Nothing applied: check the seating first (Seating…).</source>
        <translation>Нічого не застосовано: спершу перевірте розсадку (Розсадка…).</translation>
    </message>
    <message>
        <source>The record of this game is kept in %1, as it stands now.</source>
        <translation>Запис цієї гри в її теперішньому вигляді зберігається в %1.</translation>
    </message>
    <message>
        <source>The last changes are not in %1 yet: save first (File ▸ Save) to keep them.</source>
        <translation>Останніх змін ще немає в %1: щоб їх не втратити, спершу збережіть (Файл ▸ Зберегти).</translation>
    </message>
    <message>
        <source>This game's record is not saved in any file: save it first (File ▸ Save as…) to keep it.</source>
        <translation>Запис цієї гри не збережено в жодному файлі: щоб його не втратити, спершу збережіть (Файл ▸ Зберегти як…).</translation>
    </message>
    <message>
        <source>The new game keeps the players' names, the first dealer, the uma and the game clock; it has no file until it is saved.</source>
        <translation>У новій грі залишаються імена гравців, перший дилер, ума і годинник гри; файлу в неї немає, доки її не збережено.</translation>
    </message>
    <message>
        <source>Seating confirmed.</source>
        <translation>Розсадку підтверджено.</translation>
    </message>
    <message>
        <source>The seating is fixed once a hand is applied: New game changes it.</source>
        <translation>Після першої внесеної роздачі розсадку закріплено: змінити її можна через «Нова гра».</translation>
    </message>
    <message>
        <source>Check seating: %1</source>
        <translation>Перевірте розсадку: %1</translation>
    </message>
    <message>
        <source>Time is up during hand %1: it is the last (“Last hand” is ticked).</source>
        <translation>Час вийшов під час роздачі %1: вона остання (позначено «Остання роздача»).</translation>
    </message>
    <message>
        <source>Time is up during hand %1: finish it; the hand after it is the last.</source>
        <translation>Час вийшов під час роздачі %1: дограйте її; наступна роздача — остання.</translation>
    </message>
    <message>
        <source>Time is up: the next hand is the last (“Last hand” is ticked).</source>
        <translation>Час вийшов: наступна роздача — остання (позначено «Остання роздача»).</translation>
    </message>
    <message>
        <source>Time is up: tick “Last hand” before the last hand.</source>
        <translation>Час вийшов: позначте «Остання роздача» перед останньою роздачею.</translation>
    </message>
    <message>
        <source>Check the payments</source>
        <translation>Перевірте виплати</translation>
    </message>
    <message>
        <source>Uma %1; oka %2; riichi sticks left: %3. Results in thousands.</source>
        <translation>Ума %1; ока %2; залишених паличок ріічі: %3. Результати в тисячах.</translation>
    </message>
</context>
<context>
    <name>TilePalette</name>
    <message numerus="yes">
        <source>%n left</source>
        <translation><numerusform>лишилася %n</numerusform><numerusform>лишилося %n</numerusform><numerusform>лишилося %n</numerusform></translation>
    </message>
    <message>
        <source>%1 called, with %2 and %3</source>
        <translation>%1 — узятий тайл, з %2 і %3</translation>
    </message>
    <message>
        <source>Which run?</source>
        <translation>Який чі?</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Додати</translation>
    </message>
    <message>
        <source>All four copies are already in use.</source>
        <extracomment>lupdate finds `translate("Context", "text")` calls; the alias keeps them short. Palette rows: number suits with the red five after the five, then honours. (old winning tile, new one): a click on a full hand put the tile in the winner's place Chooses among several possible chi runs; tests replace it. Returns None when cancelled.</extracomment>
        <translation>Усі чотири копії цього тайла вже використано.</translation>
    </message>
    <message>
        <source>This is the winning tile already. With a full hand a click puts a tile in place of the winning tile: click another tile, or press W.</source>
        <translation>Це вже виграшний тайл. Коли рука повна, клацання ставить тайл на місце виграшного: клацніть інший тайл або натисніть W.</translation>
    </message>
    <message>
        <source>Five dora indicators are the most a hand can have.</source>
        <translation>Індикаторів дори не буває більше п’яти.</translation>
    </message>
    <message>
        <source>Click a tile to add it to the hand (key A). With a full hand, a click puts the tile in place of the winning tile.</source>
        <translation>Клацніть тайл, щоб додати його в руку (клавіша A). Якщо рука повна, клацання ставить тайл на місце виграшного.</translation>
    </message>
    <message>
        <source>Chi</source>
        <translation>Чі</translation>
    </message>
    <message>
        <source>Call a chi: click the tile taken from the discard; you choose the run if several fit (key C).</source>
        <translation>Оголосити чі: клацніть тайл, узятий зі скиду; якщо підходить кілька варіантів, оберіть потрібний (клавіша C).</translation>
    </message>
    <message>
        <source>Pon</source>
        <translation>Пон</translation>
    </message>
    <message>
        <source>Call a pon: click the tile (key P).</source>
        <translation>Оголосити пон: клацніть тайл (клавіша P).</translation>
    </message>
    <message>
        <source>Kan</source>
        <translation>Кан</translation>
    </message>
    <message>
        <source>Open kan called on a discard: click the tile (key K).</source>
        <translation>Відкритий кан на скид: клацніть тайл (клавіша K).</translation>
    </message>
    <message>
        <source>Closed kan</source>
        <translation>Закритий кан</translation>
    </message>
    <message>
        <source>Closed kan of four drawn tiles: click the tile (press K twice).</source>
        <translation>Закритий кан із чотирьох своїх тайлів: клацніть тайл (двічі K).</translation>
    </message>
    <message>
        <source>Added kan</source>
        <translation>Дод. кан</translation>
    </message>
    <message>
        <source>Added kan: click the tile of a called pon to add the fourth copy (press K three times).</source>
        <translation>Доданий кан: клацніть тайл відкритого пона, щоб додати четвертий (тричі K).</translation>
    </message>
    <message>
        <source>Dora</source>
        <translation>Дора</translation>
    </message>
    <message>
        <source>Click tiles to add dora indicators, up to five (key D).</source>
        <translation>Клацайте тайли, щоб додати індикатори дори, до п’яти (клавіша D).</translation>
    </message>
    <message>
        <source>Ura</source>
        <translation>Ура-дора</translation>
    </message>
    <message>
        <source>Click tiles to add ura-dora indicators; riichi hands only (key U).</source>
        <translation>Клацайте тайли, щоб додати індикатори ура-дори; лише для руки з ріічі (клавіша U).</translation>
    </message>
    <message>
        <source>The called tile is turned. Arrows and Enter or a digit; Esc cancels.</source>
        <translation>Узятий тайл повернуто. Стрілки та Enter або цифра; Esc — скасування.</translation>
    </message>
</context>
<context>
    <name>Tiles</name>
    <message>
        <source>%1 man</source>
        <extracomment>Width / height of a tile face. Every tile image name: 34 kinds, three red fives and the back.</extracomment>
        <translation>%1 ман</translation>
    </message>
    <message>
        <source>%1 pin</source>
        <translation>%1 пін</translation>
    </message>
    <message>
        <source>%1 sou</source>
        <translation>%1 соу</translation>
    </message>
    <message>
        <source>5 man (red)</source>
        <translation>5 ман (червона)</translation>
    </message>
    <message>
        <source>5 pin (red)</source>
        <translation>5 пін (червона)</translation>
    </message>
    <message>
        <source>5 sou (red)</source>
        <translation>5 соу (червона)</translation>
    </message>
    <message>
        <source>East wind</source>
        <translation>Вітер Схід</translation>
    </message>
    <message>
        <source>South wind</source>
        <translation>Вітер Південь</translation>
    </message>
    <message>
        <source>West wind</source>
        <translation>Вітер Захід</translation>
    </message>
    <message>
        <source>North wind</source>
        <translation>Вітер Північ</translation>
    </message>
    <message>
        <source>White dragon</source>
        <translation>Білий дракон</translation>
    </message>
    <message>
        <source>Green dragon</source>
        <translation>Зелений дракон</translation>
    </message>
    <message>
        <source>Red dragon</source>
        <translation>Червоний дракон</translation>
    </message>
    <message>
        <source>Tile face down</source>
        <translation>Тайл сорочкою догори</translation>
    </message>
</context>
<context>
    <name>Validate</name>
    <message>
        <source>the field is missing</source>
        <translation>поле відсутнє</translation>
    </message>
    <message>
        <source>expected a whole number from %1 to %2</source>
        <translation>очікується ціле число від %1 до %2</translation>
    </message>
    <message>
        <source>expected a number from %1 to %2</source>
        <translation>очікується число від %1 до %2</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>очікується true або false</translation>
    </message>
    <message>
        <source>expected a text of at most %1 characters</source>
        <translation>очікується текст не довший за %1 символів</translation>
    </message>
    <message>
        <source>the text holds a broken character (not valid Unicode)</source>
        <translation>у тексті є пошкоджений символ (неприпустимий Юнікод)</translation>
    </message>
    <message>
        <source>expected one of: %1</source>
        <translation>очікується одне з: %1</translation>
    </message>
    <message>
        <source>expected a list of at most %1 items</source>
        <translation>очікується список не більше ніж із %1 елементів</translation>
    </message>
    <message>
        <source>expected a list of %1 items</source>
        <translation>очікується список із %1 елементів</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>очікується об’єкт</translation>
    </message>
    <message>
        <source>a seat is listed twice</source>
        <translation>місце вказано двічі</translation>
    </message>
    <message>
        <source>unknown field</source>
        <translation>невідоме поле</translation>
    </message>
    <message>
        <source>the file holds too many values</source>
        <translation>у файлі забагато значень</translation>
    </message>
    <message>
        <source>the engine refuses it (%1: %2)</source>
        <translation>рушій не приймає цього (%1: %2)</translation>
    </message>
    <message>
        <source>names hand %1, but the record has %2 hands</source>
        <translation>зазначено роздачу %1, а в записі роздач лише %2</translation>
    </message>
</context>
<context>
    <name>WinnerRow</name>
    <message>
        <source>Winner</source>
        <extracomment>the riichi the hand taken "From Hand view" declared ("riichi", "double_riichi", "" for none); None while the row's value was not taken from the Hand view</extracomment>
        <translation>Переможець</translation>
    </message>
    <message>
        <source>Another winner on the same discard</source>
        <translation>Ще один переможець на той самий скид</translation>
    </message>
    <message>
        <source>The player who won</source>
        <translation>Гравець, який виграв</translation>
    </message>
    <message>
        <source>Fu, rounded up to tens (25 for seven pairs)</source>
        <translation>Фу з округленням угору до десятків (25 для чіітойцу)</translation>
    </message>
    <message>
        <source>From Hand view</source>
        <translation>З вкладки «Рука»</translation>
    </message>
    <message>
        <source>Take han, fu and yakuman from the hand scored in the Hand view</source>
        <translation>Узяти хани, фу й якуман із руки, підрахованої на вкладці «Рука»</translation>
    </message>
    <message>
        <source>All han: yaku, dora, red fives and ura-dora</source>
        <translation>Усі хани: яку, дора, червоні п’ятірки й ура-дора</translation>
    </message>
    <message>
        <source>Number of yakuman (0: an ordinary hand)</source>
        <translation>Кількість якуманів (0 — звичайна рука)</translation>
    </message>
    <message>
        <source>The player liable (pao) for a daisangen or daisuushii, if any</source>
        <translation>Гравець, відповідальний (пао) за дайсанген або дайсуши, якщо є</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Ніхто</translation>
    </message>
    <message>
        <source>The Hand view has no scored winning hand to take.</source>
        <translation>На вкладці «Рука» немає підрахованої виграшної руки.</translation>
    </message>
    <message>
        <source>Not taken from the Hand view: %1</source>
        <translation>Не взято з вкладки «Рука»: %1</translation>
    </message>
    <message>
        <source>Han and fu taken from the Hand view.</source>
        <translation>Хани й фу взято з вкладки «Рука».</translation>
    </message>
    <message>
        <source>Taken from the Hand view, scored with the table's winds and counters: %1 (the Hand view shows other values).</source>
        <translation>Взято з вкладки «Рука» й перераховано з вітрами та хонбами цього столу: %1 (на вкладці «Рука» інші значення).</translation>
    </message>
    <message>
        <source>Double riichi: %1 is ticked under “Riichi declared”.</source>
        <translation>Подвійне ріічі: %1 позначено в «Оголосили ріічі».</translation>
    </message>
    <message>
        <source>Riichi: %1 is ticked under “Riichi declared”.</source>
        <translation>Ріічі: %1 позначено в «Оголосили ріічі».</translation>
    </message>
    <message>
        <source>The winner is now %1, the seat of the Hand view's hand (%2), no longer %3.</source>
        <translation>Переможець тепер %1 — місце руки з вкладки «Рука» (%2), а не %3.</translation>
    </message>
</context>
<context>
    <name>labels</name>
    <message>
        <source>Ready hand</source>
        <extracomment>Local names. English: a descriptive name; the translations carry the RRC spelling (ru) and the Ukrainian transliteration (uk), as fixed in translations/glossary.md.</extracomment>
        <translation>Ріічі</translation>
    </message>
    <message>
        <source>Double ready hand</source>
        <translation>Подвійне ріічі</translation>
    </message>
    <message>
        <source>One shot</source>
        <translation>Іппацу</translation>
    </message>
    <message>
        <source>Concealed self-draw</source>
        <translation>Мензен цумо</translation>
    </message>
    <message>
        <source>No-points hand</source>
        <translation>Пінфу</translation>
    </message>
    <message>
        <source>Twin sequences</source>
        <translation>Ііпейко</translation>
    </message>
    <message>
        <source>All simples</source>
        <translation>Таньяо</translation>
    </message>
    <message>
        <source>White dragon</source>
        <translation>Білий дракон</translation>
    </message>
    <message>
        <source>Green dragon</source>
        <translation>Зелений дракон</translation>
    </message>
    <message>
        <source>Red dragon</source>
        <translation>Червоний дракон</translation>
    </message>
    <message>
        <source>Seat wind</source>
        <translation>Вітер місця</translation>
    </message>
    <message>
        <source>Round wind</source>
        <translation>Вітер раунду</translation>
    </message>
    <message>
        <source>Last tile from the wall</source>
        <translation>Хайтей</translation>
    </message>
    <message>
        <source>Last discard</source>
        <translation>Хоутей</translation>
    </message>
    <message>
        <source>Kan replacement win</source>
        <translation>Ріншан кайхо</translation>
    </message>
    <message>
        <source>Robbing a kan</source>
        <translation>Чанкан</translation>
    </message>
    <message>
        <source>Three-suit sequence</source>
        <translation>Саншоку</translation>
    </message>
    <message>
        <source>Straight</source>
        <translation>Іццу</translation>
    </message>
    <message>
        <source>Outside hand</source>
        <translation>Чанта</translation>
    </message>
    <message>
        <source>Seven pairs</source>
        <translation>Чіітойцу</translation>
    </message>
    <message>
        <source>All pons</source>
        <translation>Тойтой</translation>
    </message>
    <message>
        <source>Three concealed pons</source>
        <translation>Сананко</translation>
    </message>
    <message>
        <source>Three-suit pons</source>
        <translation>Саншоку доко</translation>
    </message>
    <message>
        <source>Three kans</source>
        <translation>Санканцу</translation>
    </message>
    <message>
        <source>Little three dragons</source>
        <translation>Шосанген</translation>
    </message>
    <message>
        <source>All terminals and honours</source>
        <translation>Хонрото</translation>
    </message>
    <message>
        <source>Half flush</source>
        <translation>Хоніцу</translation>
    </message>
    <message>
        <source>Terminals in every set</source>
        <translation>Джунчан</translation>
    </message>
    <message>
        <source>Two twin sequences</source>
        <translation>Рянпейко</translation>
    </message>
    <message>
        <source>Full flush</source>
        <translation>Чініцу</translation>
    </message>
    <message>
        <source>Hand of man</source>
        <translation>Ренхо</translation>
    </message>
    <message>
        <source>Terminal discards mangan</source>
        <translation>Нагаші манган</translation>
    </message>
    <message>
        <source>Thirteen orphans</source>
        <translation>Кокуші мусо</translation>
    </message>
    <message>
        <source>Thirteen orphans, 13-sided wait</source>
        <translation>Кокуші мусо, очікування на 13 тайлів</translation>
    </message>
    <message>
        <source>Four concealed pons</source>
        <translation>Суанко</translation>
    </message>
    <message>
        <source>Four concealed pons, pair wait</source>
        <translation>Суанко, очікування на пару</translation>
    </message>
    <message>
        <source>Big three dragons</source>
        <translation>Дайсанген</translation>
    </message>
    <message>
        <source>Little four winds</source>
        <translation>Шосуши</translation>
    </message>
    <message>
        <source>Big four winds</source>
        <translation>Дайсуши</translation>
    </message>
    <message>
        <source>All honours</source>
        <translation>Цуйсо</translation>
    </message>
    <message>
        <source>All terminals</source>
        <translation>Чінрото</translation>
    </message>
    <message>
        <source>All green</source>
        <translation>Рюїсо</translation>
    </message>
    <message>
        <source>Nine gates</source>
        <translation>Чюренпото</translation>
    </message>
    <message>
        <source>Nine gates, 9-sided wait</source>
        <translation>Чюренпото, очікування на 9 тайлів</translation>
    </message>
    <message>
        <source>Four kans</source>
        <translation>Суканцу</translation>
    </message>
    <message>
        <source>Heavenly hand</source>
        <translation>Тенхо</translation>
    </message>
    <message>
        <source>Earthly hand</source>
        <translation>Чіхо</translation>
    </message>
    <message>
        <source>Eight dealer wins in a row</source>
        <translation>Паренчан</translation>
    </message>
    <message>
        <source>Mangan</source>
        <translation>Манган</translation>
    </message>
    <message>
        <source>Haneman</source>
        <translation>Ханеман</translation>
    </message>
    <message>
        <source>Baiman</source>
        <translation>Байман</translation>
    </message>
    <message>
        <source>Sanbaiman</source>
        <translation>Санбайман</translation>
    </message>
    <message>
        <source>Yakuman</source>
        <translation>Якуман</translation>
    </message>
    <message>
        <source>Unknown (%1)</source>
        <translation>Невідомо (%1)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>Extra spellings for search (RRC and Galaxy spellings, descriptive names in every language) are data: ``resources/rules/topics.json`` (`referee_app.rules.yaku_facts.yaku_search_terms`).</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n han</source>
        <translation><numerusform>%n хан</numerusform><numerusform>%n хани</numerusform><numerusform>%n ханів</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n fu</source>
        <translation><numerusform>%n фу</numerusform><numerusform>%n фу</numerusform><numerusform>%n фу</numerusform></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Double yakuman</source>
        <translation>Подвійний якуман</translation>
    </message>
    <message>
        <source>Triple yakuman</source>
        <translation>Потрійний якуман</translation>
    </message>
    <message numerus="yes">
        <source>%n× yakuman</source>
        <translation><numerusform>%n× якуман</numerusform><numerusform>%n× якуман</numerusform><numerusform>%n× якуман</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Red fives: %n</source>
        <translation><numerusform>Червоні п’ятірки: %n</numerusform><numerusform>Червоні п’ятірки: %n</numerusform><numerusform>Червоні п’ятірки: %n</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Ura-dora: %n</source>
        <translation><numerusform>Ура-дора: %n</numerusform><numerusform>Ура-дора: %n</numerusform><numerusform>Ура-дора: %n</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Dora: %n</source>
        <translation><numerusform>Дора: %n</numerusform><numerusform>Дора: %n</numerusform><numerusform>Дора: %n</numerusform></translation>
    </message>
    <message>
        <source>Base fu</source>
        <translation>Базові фу</translation>
    </message>
    <message>
        <source>Closed hand won by ron</source>
        <translation>Закрита рука, виграш при роні</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation>Цумо</translation>
    </message>
    <message>
        <source>Open hand without fu</source>
        <translation>Відкрита рука без фу</translation>
    </message>
    <message>
        <source>Seven pairs: always 25 fu</source>
        <translation>Чіітойцу: завжди 25 фу</translation>
    </message>
    <message>
        <source>Closed wait (kanchan)</source>
        <translation>Очікування в середину (канчан)</translation>
    </message>
    <message>
        <source>Edge wait (penchan)</source>
        <translation>Очікування з краю (пенчан)</translation>
    </message>
    <message>
        <source>Pair wait (tanki)</source>
        <translation>Очікування на пару (танкі)</translation>
    </message>
    <message>
        <source>Dragon pair</source>
        <translation>Пара драконів</translation>
    </message>
    <message>
        <source>Seat wind pair</source>
        <translation>Пара вітру місця</translation>
    </message>
    <message>
        <source>Round wind pair</source>
        <translation>Пара вітру раунду</translation>
    </message>
    <message>
        <source>Double wind pair</source>
        <translation>Пара подвійного вітру</translation>
    </message>
    <message>
        <source>Open pon of simples</source>
        <translation>Відкритий пон простих</translation>
    </message>
    <message>
        <source>Open pon of terminals</source>
        <translation>Відкритий пон терміналів</translation>
    </message>
    <message>
        <source>Open pon of honours</source>
        <translation>Відкритий пон благородних</translation>
    </message>
    <message>
        <source>Closed pon of simples</source>
        <translation>Закритий пон простих</translation>
    </message>
    <message>
        <source>Closed pon of terminals</source>
        <translation>Закритий пон терміналів</translation>
    </message>
    <message>
        <source>Closed pon of honours</source>
        <translation>Закритий пон благородних</translation>
    </message>
    <message>
        <source>Open kan of simples</source>
        <translation>Відкритий кан простих</translation>
    </message>
    <message>
        <source>Open kan of terminals</source>
        <translation>Відкритий кан терміналів</translation>
    </message>
    <message>
        <source>Open kan of honours</source>
        <translation>Відкритий кан благородних</translation>
    </message>
    <message>
        <source>Closed kan of simples</source>
        <translation>Закритий кан простих</translation>
    </message>
    <message>
        <source>Closed kan of terminals</source>
        <translation>Закритий кан терміналів</translation>
    </message>
    <message>
        <source>Closed kan of honours</source>
        <translation>Закритий кан благородних</translation>
    </message>
    <message>
        <source>Two-sided wait (ryanmen)</source>
        <translation>Двостороннє очікування (рянмен)</translation>
    </message>
    <message>
        <source>Dual pon wait (shanpon)</source>
        <translation>Очікування на дві пари (шанпон)</translation>
    </message>
    <message>
        <source>Thirteen orphans wait</source>
        <translation>Очікування Кокуші мусо</translation>
    </message>
    <message>
        <source>Thirteen-sided wait</source>
        <translation>Очікування на 13 тайлів</translation>
    </message>
    <message>
        <source>Chi</source>
        <translation>Чі</translation>
    </message>
    <message>
        <source>Pon</source>
        <translation>Пон</translation>
    </message>
    <message>
        <source>Kan</source>
        <translation>Кан</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Пара</translation>
    </message>
    <message>
        <source>Single tile</source>
        <translation>Одиночний тайл</translation>
    </message>
    <message>
        <source>Open kan</source>
        <translation>Відкритий кан</translation>
    </message>
    <message>
        <source>Closed kan</source>
        <translation>Закритий кан</translation>
    </message>
    <message>
        <source>Run</source>
        <extracomment>sets formed in the hand, not called: "chi" and "pon" name calls, so a beginner reading a breakdown must not see a concealed run called a chi</extracomment>
        <translation>Послідовність</translation>
    </message>
    <message>
        <source>Triplet</source>
        <translation>Закритий пон</translation>
    </message>
    <message>
        <source>Added kan</source>
        <translation>Доданий кан</translation>
    </message>
    <message>
        <source>Four sets and a pair</source>
        <translation>Чотири сети й пара</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Схід</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Південь</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Захід</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Північ</translation>
    </message>
    <message>
        <source>Ippatsu needs a riichi declaration.</source>
        <translation>Іппацу можливе лише після оголошення ріічі.</translation>
    </message>
    <message>
        <source>Riichi can only be declared with a closed hand.</source>
        <translation>Ріічі можна оголосити лише із закритою рукою.</translation>
    </message>
    <message>
        <source>Double riichi can only be declared with a closed hand.</source>
        <translation>Подвійне ріічі можна оголосити лише із закритою рукою.</translation>
    </message>
    <message>
        <source>Ippatsu is impossible in an open hand.</source>
        <translation>У відкритій руці іппацу неможливе.</translation>
    </message>
    <message>
        <source>A kan after riichi ends ippatsu, so it cannot go with rinshan.</source>
        <translation>Кан після ріічі перериває іппацу, тому іппацу не поєднується з ріншан кайхо.</translation>
    </message>
    <message>
        <source>Rinshan is a win on a drawn replacement tile, so it cannot be a ron.</source>
        <translation>Ріншан кайхо — виграш на тайл, добраний після кана, тож він не буває при роні.</translation>
    </message>
    <message>
        <source>Rinshan needs a kan in the hand.</source>
        <translation>Для ріншан кайхо в руці має бути кан.</translation>
    </message>
    <message>
        <source>Chankan is a ron on another player's kan, so it cannot be a tsumo.</source>
        <translation>Чанкан — рон на тайл чужого кана, тож він не буває з цумо.</translation>
    </message>
    <message>
        <source>Haitei is a tsumo on the last wall tile; on a ron choose houtei.</source>
        <translation>Хайтей — цумо останнім тайлом стіни; при роні оберіть хоутей.</translation>
    </message>
    <message>
        <source>Haitei and rinshan cannot both apply to one win.</source>
        <translation>Хайтей і ріншан кайхо не поєднуються.</translation>
    </message>
    <message>
        <source>Houtei is a ron on the last discard; on a tsumo choose haitei.</source>
        <translation>Хоутей — рон на останній скид; при цумо оберіть хайтей.</translation>
    </message>
    <message>
        <source>Houtei and chankan cannot both apply to one win.</source>
        <translation>Хоутей і чанкан не поєднуються.</translation>
    </message>
    <message>
        <source>Tenhou is the dealer's win; a non-dealer may have chiihou.</source>
        <translation>Тенхо буває лише в дилера; у не-дилера можливе чіхо.</translation>
    </message>
    <message>
        <source>Tenhou is won by tsumo only.</source>
        <translation>Тенхо буває лише з цумо.</translation>
    </message>
    <message>
        <source>Tenhou is impossible once a call has been made.</source>
        <translation>Після будь-якого оголошення сету тенхо неможливе.</translation>
    </message>
    <message>
        <source>Tenhou is won on the first draw, before any riichi.</source>
        <translation>Тенхо збирається першим же тайлом, до будь-якого ріічі.</translation>
    </message>
    <message>
        <source>Chiihou is a non-dealer's win; the dealer may have tenhou.</source>
        <translation>Чіхо буває лише в не-дилера; у дилера можливе тенхо.</translation>
    </message>
    <message>
        <source>Chiihou is won by tsumo only.</source>
        <translation>Чіхо буває лише з цумо.</translation>
    </message>
    <message>
        <source>Chiihou is impossible once a call has been made.</source>
        <translation>Після будь-якого оголошення сету чіхо неможливе.</translation>
    </message>
    <message>
        <source>Chiihou is won on the first draw, before any riichi.</source>
        <translation>Чіхо збирається першим же взятим тайлом, до будь-якого ріічі.</translation>
    </message>
    <message>
        <source>Renhou is a non-dealer's win.</source>
        <translation>Ренхо буває лише в не-дилера.</translation>
    </message>
    <message>
        <source>Renhou is won by ron only.</source>
        <translation>Ренхо буває лише при роні.</translation>
    </message>
    <message>
        <source>Renhou is impossible once a call has been made.</source>
        <translation>Після будь-якого оголошення сету ренхо неможливе.</translation>
    </message>
    <message>
        <source>Renhou comes before the player's first draw, so before any riichi.</source>
        <translation>Ренхо стається до першого взяття гравця, отже, до будь-якого ріічі.</translation>
    </message>
    <message>
        <source>Only one of tenhou, chiihou and renhou can apply.</source>
        <translation>З тенхо, чіхо й ренхо може бути лише щось одне.</translation>
    </message>
    <message>
        <source>Ura-dora are only revealed for a riichi hand.</source>
        <translation>Ура-дору відкривають лише для руки з ріічі.</translation>
    </message>
    <message>
        <source>There can be at most five dora indicators (one plus four kans).</source>
        <translation>Індикаторів дори не більше п’яти (один і ще чотири за кани).</translation>
    </message>
    <message>
        <source>There can be at most one dora indicator plus one per kan (the same for ura-dora).</source>
        <translation>Індикаторів дори не більше одного і ще по одному за кожен кан (так само для ура-дори).</translation>
    </message>
    <message>
        <source>There cannot be more ura-dora indicators than dora indicators.</source>
        <translation>Індикаторів ура-дори не може бути більше, ніж індикаторів дори.</translation>
    </message>
    <message>
        <source>This ruleset has no double riichi.</source>
        <translation>У цих правилах немає подвійного ріічі.</translation>
    </message>
    <message>
        <source>This ruleset has no renhou.</source>
        <translation>У цих правилах немає ренхо.</translation>
    </message>
    <message>
        <source>This ruleset has no paarenchan.</source>
        <translation>У цих правилах немає паренчану.</translation>
    </message>
    <message>
        <source>Paarenchan is the dealer's eighth win in a row; only the dealer can have it.</source>
        <translation>Паренчан — восьмий виграш дилера поспіль; він буває лише в дилера.</translation>
    </message>
    <message>
        <source>Tenhou, chiihou and renhou are wins in the first turn, never on the last tile (haitei, houtei).</source>
        <translation>Тенхо, чіхо й ренхо — виграші в першому ході, а не на останньому тайлі (хайтей, хоутей).</translation>
    </message>
    <message>
        <source>A kan to rob needs a pon called before it, which ends the first turn: no renhou.</source>
        <translation>Щоб оголосити чанкан, до нього має бути оголошено пон, а це перериває перший хід: ренхо не буває.</translation>
    </message>
    <message>
        <source>The robbed kan holds the other three copies of the winning tile, so no other copy can be in the hand, its calls or the dora indicators.</source>
        <translation>У кані, на який оголошено чанкан, три інші копії виграшного тайла, тож ще однієї копії не може бути ні в руці, ні в її сетах, ні серед індикаторів дори.</translation>
    </message>
    <message>
        <source>Robbing a closed kan is a chankan win: tick chankan first.</source>
        <translation>Рон на закритий кан — це чанкан: спершу позначте чанкан.</translation>
    </message>
    <message>
        <source>Only thirteen orphans (kokushi musou) may rob a closed kan.</source>
        <translation>оголосити чанкан на закритий кан може лише рука «Тринадцять сиріт» (Кокуші мусо).</translation>
    </message>
    <message>
        <source>The robbed closed kan holds all four copies of the winning tile, so the hand cannot hold another: only a single-wait thirteen orphans can rob it.</source>
        <translation>У закритому кані, на який оголошено чанкан, всі чотири копії виграшного тайла, тож у руці не може бути ще однієї: оголосити на нього чанкан може лише Кокуші мусо з очікуванням на один тайл.</translation>
    </message>
    <message>
        <source>This ruleset does not allow robbing a closed kan, not even for thirteen orphans.</source>
        <translation>Ці правила не дозволяють оголосити чанкан на закритий кан, навіть руці Кокуші мусо.</translation>
    </message>
    <message>
        <source>A discard is marked as the riichi tile, but the player is not in riichi.</source>
        <translation>Скид позначено як тайл ріічі, але гравець не в ріічі.</translation>
    </message>
    <message>
        <source>No one wins at an exhaustive draw: how a hand is won (haitei, houtei, rinshan, chankan, ippatsu, a first-turn win, paarenchan) gives no yaku there.</source>
        <translation>При вичерпній нічиїй ніхто не виграв: те, як виграють руку (хайтей, хоутей, ріншан, чанкан, іппацу, виграш в перший хід, паренчан), тут яку не дає.</translation>
    </message>
    <message>
        <source>Chankan on a closed kan</source>
        <extracomment>Situation flags of a `score` request that are not yaku (the others are named by `yaku_label`); see `situation_flag_label`.</extracomment>
        <translation>Чанкан на закритому кані</translation>
    </message>
    <message>
        <source>Pinfu needs a two-sided wait; this hand can only be read with another wait.</source>
        <translation>Для пінфу потрібне двостороннє очікування, а цю руку можна розібрати лише з іншим очікуванням.</translation>
    </message>
    <message>
        <source>Pinfu needs a pair that gives no fu; this pair is a dragon or a value wind.</source>
        <translation>Для пінфу пара не має давати фу, а ця пара — дракон або значущий вітер.</translation>
    </message>
    <message>
        <source>Pinfu needs a closed hand.</source>
        <translation>Пінфу буває лише в закритій руці.</translation>
    </message>
    <message>
        <source>Pinfu needs four chi; a pon or kan gives fu.</source>
        <translation>Для пінфу потрібні чотири чі: пон або кан дають фу.</translation>
    </message>
    <message>
        <source>This ruleset allows tanyao only in a closed hand.</source>
        <translation>У цих правилах таньяо зараховується лише в закритій руці.</translation>
    </message>
    <message>
        <source>Tanyao allows no terminals or honours.</source>
        <translation>У таньяо не може бути терміналів і благородних.</translation>
    </message>
    <message>
        <source>This yaku needs a closed hand; calls opened it.</source>
        <translation>Це яку буває лише в закритій руці, а руку відкрито оголошеннями.</translation>
    </message>
    <message>
        <source>A pon completed by ron counts as open, so it is not a concealed pon.</source>
        <translation>Пон, зібраний при роні, вважається відкритим, тож він не закритий.</translation>
    </message>
    <message>
        <source>Seven pairs must be seven different pairs; four of a kind is not two pairs.</source>
        <translation>У чіітойцу потрібні сім різних пар: чотири однакові тайли — не дві пари.</translation>
    </message>
    <message>
        <source>From five honba on, this ruleset needs two han from yaku (dora do not count).</source>
        <translation>У цих правилах від п’яти хонб потрібно два хани від яку (дора не зараховується).</translation>
    </message>
    <message>
        <source>This ruleset does not add several yakuman together.</source>
        <translation>У цих правилах кілька якуманів не додаються.</translation>
    </message>
    <message>
        <source>This ruleset counts this hand as a single yakuman.</source>
        <translation>У цих правилах ця рука — одинарний якуман.</translation>
    </message>
    <message>
        <source>This ruleset has no counted yakuman: 13 han or more is a sanbaiman.</source>
        <translation>У цих правилах немає казое якуману: 13 ханів і більше — санбайман.</translation>
    </message>
    <message>
        <source>The hand is worth more without renhou, so its normal value is taken.</source>
        <translation>Без ренхо рука коштує більше, тож береться її звичайна вартість.</translation>
    </message>
    <message>
        <source>Ryanpeikou already includes iipeikou; they are not counted together.</source>
        <translation>Рянпейко вже містить ііпейко, разом вони не зараховуються.</translation>
    </message>
    <message>
        <source>Junchan replaces chanta; they are not counted together.</source>
        <translation>Джунчан замінює чанту, разом вони не зараховуються.</translation>
    </message>
    <message>
        <source>It needs a different reading of the sets; the reading worth more was taken.</source>
        <translation>Для цього яку сети треба розібрати інакше; взято дорожчий розбір.</translation>
    </message>
    <message>
        <source>Won by ron on a dual pon wait, one pon counts as open: sanankou, not suuankou.</source>
        <translation>При роні на очікуванні шанпон один пон вважається відкритим: це сананко, а не суанко.</translation>
    </message>
    <message>
        <source>Dora are not a yaku: a hand needs at least one yaku to win.</source>
        <translation>Дора — не яку: для виграшу потрібне хоча б одне яку.</translation>
    </message>
    <message>
        <source>Why not %1? %2</source>
        <translation>Чому не %1? %2</translation>
    </message>
    <message>
        <source>The tiles could not be read. Write them like 123m456p789s11z.</source>
        <extracomment>Error sentences without details (always available).</extracomment>
        <translation>Не вдалося прочитати тайли. Записуйте їх так: 123m456p789s11z.</translation>
    </message>
    <message>
        <source>A tile appears more than four times; there are only four of each.</source>
        <translation>Тайл трапляється понад чотири рази, а кожного тайла лише чотири.</translation>
    </message>
    <message>
        <source>There is only one red five of each suit.</source>
        <translation>Червона п’ятірка в кожній масті лише одна.</translation>
    </message>
    <message>
        <source>This ruleset plays without red fives.</source>
        <translation>У цих правилах грають без червоних п’ятірок.</translation>
    </message>
    <message>
        <source>All four fives of a suit are plain, but with red fives one of them is red.</source>
        <translation>Усі чотири п’ятірки масті звичайні, але в грі з червоними п’ятірками одна з них червона.</translation>
    </message>
    <message>
        <source>The hand has the wrong number of tiles.</source>
        <translation>У руці неправильна кількість тайлів.</translation>
    </message>
    <message>
        <source>A call is not a valid chi, pon or kan.</source>
        <translation>Оголошений сет не є правильним чі, поном чи каном.</translation>
    </message>
    <message>
        <source>The winning tile is not among the hand's tiles.</source>
        <translation>Виграшного тайла немає серед тайлів руки.</translation>
    </message>
    <message>
        <source>These tiles do not make a complete hand.</source>
        <translation>Ці тайли не складають зібрану руку.</translation>
    </message>
    <message>
        <source>The hand has no yaku. Dora alone do not allow a win.</source>
        <translation>У руці немає яку. Самої дори для виграшу замало.</translation>
    </message>
    <message>
        <source>The situation flags contradict each other.</source>
        <translation>Позначені умови суперечать одна одній.</translation>
    </message>
    <message>
        <source>The hand does not have the minimum han this ruleset requires here.</source>
        <translation>Рука не має мінімуму ханів, якого тут вимагають ці правила.</translation>
    </message>
    <message>
        <source>The ruleset is not known.</source>
        <translation>Такі правила невідомі.</translation>
    </message>
    <message>
        <source>The ruleset has an invalid value.</source>
        <translation>У правилах неприпустиме значення.</translation>
    </message>
    <message>
        <source>The request is incomplete or invalid.</source>
        <translation>Запит неповний або хибний.</translation>
    </message>
    <message>
        <source>The engine does not know this command.</source>
        <translation>Рушій не знає такої команди.</translation>
    </message>
    <message>
        <source>This result cannot be settled: check the seats and the values entered.</source>
        <translation>Цей результат не можна розрахувати: перевірте місця й введені значення.</translation>
    </message>
    <message>
        <source>The selected ruleset does not allow this.</source>
        <translation>Обрані правила цього не дозволяють.</translation>
    </message>
    <message>
        <source>The game is over; no more hands are played.</source>
        <translation>Гру закінчено, роздач більше немає.</translation>
    </message>
    <message>
        <source>The request is larger than the engine accepts.</source>
        <translation>Запит більший, ніж приймає рушій.</translation>
    </message>
    <message>
        <source>The request is nested too deeply.</source>
        <translation>Запит вкладений надто глибоко.</translation>
    </message>
    <message>
        <source>The batch holds more requests than the engine accepts at once.</source>
        <translation>У пакеті більше запитів, ніж рушій приймає за один раз.</translation>
    </message>
    <message>
        <source>“%1” cannot be read as tiles (at character %2).</source>
        <extracomment>Sentences that use details: (code, detail keys they need, source with %1, %2...). The first entry whose keys are all present wins; otherwise `ERRORS` is used.</extracomment>
        <translation>«%1» не читається як тайли (символ %2).</translation>
    </message>
    <message>
        <source>“%1” cannot be read as tiles. Write them like 123m456p11z.</source>
        <translation>«%1» не читається як тайли. Записуйте так: 123m456p11z.</translation>
    </message>
    <message>
        <source>%1 is entered %2 times; there are only four of each tile.</source>
        <translation>%1 введено %2 разів, а кожного тайла лише чотири.</translation>
    </message>
    <message>
        <source>%1 is entered more than four times.</source>
        <translation>%1 введено понад чотири рази.</translation>
    </message>
    <message>
        <source>All four %1 are plain, but with red fives one of them is red: write it %2.</source>
        <translation>Усі чотири %1 звичайні, але в грі з червоними п’ятірками одна з них червона: запишіть її як %2.</translation>
    </message>
    <message>
        <source>Red five %1 is entered more than once; the set has one.</source>
        <translation>Червону п’ятірку %1 введено більше одного разу, а в наборі вона одна.</translation>
    </message>
    <message>
        <source>The hand has %1 tiles; with these calls it needs %2.</source>
        <translation>Тайлів у руці: %1, а з цими сетами потрібно %2.</translation>
    </message>
    <message>
        <source>“%1” is not a valid chi, pon or kan.</source>
        <translation>«%1» — неправильний чі, пон чи кан.</translation>
    </message>
    <message>
        <source>A hand has at most four calls; %1 are entered.</source>
        <translation>У руці не більше чотирьох відкритих сетів, а введено %1.</translation>
    </message>
    <message>
        <source>The request's “%1” is missing or invalid.</source>
        <translation>У запиті поле «%1» відсутнє або хибне.</translation>
    </message>
    <message>
        <source>The winning tile %1 is not among the hand's tiles.</source>
        <translation>Виграшного тайла %1 немає серед тайлів руки.</translation>
    </message>
    <message>
        <source>The yaku give %1 han; this ruleset requires %2 here.</source>
        <translation>Ханів від яку: %1, а ці правила тут вимагають %2.</translation>
    </message>
    <message>
        <source>The ruleset “%1” is not known.</source>
        <translation>Правила «%1» невідомі.</translation>
    </message>
    <message>
        <source>The engine does not know the command “%1”.</source>
        <translation>Рушій не знає команди «%1».</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Так</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Ні</translation>
    </message>
    <message>
        <source>The discarder is also entered as a winner: choose who dealt in and who won.</source>
        <translation>Того, хто скинув, зазначено й переможцем: виберіть, хто скинув і хто виграв.</translation>
    </message>
    <message>
        <source>A player is chosen as a winner twice.</source>
        <translation>Одного гравця обрано переможцем двічі.</translation>
    </message>
    <message>
        <source>Under this ruleset a player with fewer than 1,000 points cannot declare riichi.</source>
        <translation>За цими правилами гравець, який має менше 1000 очок, не може оголосити ріічі.</translation>
    </message>
    <message>
        <source>Four riichi: tick all four players under “Riichi declared”, or choose another reason.</source>
        <translation>Чотири ріічі: позначте всіх чотирьох гравців у «Оголосили ріічі» або виберіть іншу причину.</translation>
    </message>
    <message>
        <source>This ruleset does not have this abortive draw.</source>
        <translation>У цих правилах немає такої перерваної нічиї.</translation>
    </message>
    <message>
        <source>This ruleset has no nagashi mangan.</source>
        <translation>У цих правилах немає нагаші мангану.</translation>
    </message>
    <message>
        <source>This ruleset has no liability (pao): choose Nobody.</source>
        <translation>У цих правилах немає пао: виберіть «Ніхто».</translation>
    </message>
    <message>
        <source>This ruleset has no liability (pao) for this yaku.</source>
        <translation>У цих правилах немає пао за це яку.</translation>
    </message>
    <message>
        <source>A winner cannot be liable (pao) for their own win.</source>
        <translation>Переможець не може відповідати (пао) за власний виграш.</translation>
    </message>
    <message>
        <source>Liability (pao) applies only to a yakuman: enter the yakuman or choose Nobody.</source>
        <translation>Пао буває лише за якуман: введіть якуман або виберіть «Ніхто».</translation>
    </message>
    <message>
        <source>A winning hand has at least 1 han (or a yakuman).</source>
        <translation>Виграшна рука має щонайменше 1 хан (або якуман).</translation>
    </message>
    <message>
        <source>Fu are 20 or more, rounded up to tens (25 for seven pairs).</source>
        <translation>Фу — щонайменше 20, з округленням угору до десятків (25 для чіітойцу).</translation>
    </message>
    <message>
        <source>20 fu is only a tsumo with pinfu: a ron has 30 fu at the least (25 for seven pairs).</source>
        <translation>20 фу буває лише при цумо з пінфу: у рона щонайменше 30 фу (25 у чіітойцу).</translation>
    </message>
    <message>
        <source>20 fu is a tsumo with pinfu: that is more han than entered.</source>
        <translation>20 фу — це цумо з пінфу: ханів у такій руці більше, ніж введено.</translation>
    </message>
    <message>
        <source>25 fu is seven pairs: that is more han than entered.</source>
        <translation>25 фу — це чіітойцу: ханів у такій руці більше, ніж введено.</translation>
    </message>
    <message>
        <source>25 fu by tsumo is seven pairs with menzen tsumo: that is more han than entered.</source>
        <translation>25 фу при цумо — це чіітойцу з мензен цумо: ханів у такій руці більше, ніж введено.</translation>
    </message>
    <message>
        <source>At these counters this ruleset asks this winner for 2 han without counting dora.</source>
        <translation>За такої кількості хонби ці правила вимагають від цього переможця 2 хани без урахування дори.</translation>
    </message>
    <message>
        <source>%1 is both the discarder and a winner: choose who dealt in and who won.</source>
        <extracomment>The same refusals said precisely: (problem, detail keys, source with %1, %2... for them in that order). The first entry whose keys are all present wins; otherwise `SETTLE_PROBLEMS`. `seat`, `discarder` and `pao` are said as the player's name where the caller gives names.</extracomment>
        <translation>%1 зазначено і тим, хто скинув, і переможцем: виберіть, хто скинув і хто виграв.</translation>
    </message>
    <message>
        <source>%1 is chosen as a winner twice.</source>
        <translation>%1 обрано переможцем двічі.</translation>
    </message>
    <message>
        <source>%1 has fewer than 1,000 points: this ruleset does not allow riichi.</source>
        <translation>Гравець %1 має менше 1000 очок: ці правила не дозволяють ріічі.</translation>
    </message>
    <message>
        <source>This ruleset has no abortive draw “%1”.</source>
        <translation>У цих правилах немає перерваної нічиї «%1».</translation>
    </message>
    <message>
        <source>This ruleset has no liability (pao) for %1.</source>
        <translation>У цих правилах немає пао за %1.</translation>
    </message>
    <message>
        <source>%1 cannot be liable (pao) for their own win.</source>
        <translation>%1 не може відповідати (пао) за власний виграш.</translation>
    </message>
    <message>
        <source>A hand cannot have %1 fu: fu are 20 or more, rounded up to tens (25 for seven pairs).</source>
        <translation>Рука не може мати %1 фу: фу — щонайменше 20, з округленням угору до десятків (25 для чіітойцу).</translation>
    </message>
    <message>
        <source>20 fu is a tsumo with pinfu: that is %1 han at the least.</source>
        <translation>20 фу — це цумо з пінфу: щонайменше %1 хани.</translation>
    </message>
    <message>
        <source>25 fu is seven pairs: that is %1 han at the least.</source>
        <translation>25 фу — це чіітойцу: щонайменше %1 хани.</translation>
    </message>
    <message>
        <source>25 fu by tsumo is seven pairs with menzen tsumo: that is %1 han at the least.</source>
        <translation>25 фу при цумо — це чіітойцу з мензен цумо: щонайменше %1 хани.</translation>
    </message>
    <message>
        <source>%1 honba: under this ruleset %2 needs %3 han without counting dora to win.</source>
        <translation>Хонба: %1. За цими правилами гравцю %2 для виграшу потрібно %3 хани без урахування дори.</translation>
    </message>
    <message>
        <source>The ruleset value for “%1” is not valid.</source>
        <translation>Значення правила «%1» неприпустиме.</translation>
    </message>
    <message>
        <source>Ron</source>
        <translation>Рон</translation>
    </message>
    <message>
        <source>Exhaustive draw</source>
        <translation>Вичерпна нічия</translation>
    </message>
    <message>
        <source>Abortive draw</source>
        <translation>Перервана нічия</translation>
    </message>
    <message>
        <source>Chombo</source>
        <translation>Чомбо</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Штраф</translation>
    </message>
    <message>
        <source>Four same winds discarded</source>
        <translation>Чотири однакові вітри в скиді</translation>
    </message>
    <message>
        <source>Four riichi</source>
        <translation>Чотири ріічі</translation>
    </message>
    <message>
        <source>Four kans (suukaikan)</source>
        <translation>Чотири кани (сукайкан)</translation>
    </message>
    <message>
        <source>Triple ron</source>
        <translation>Потрійний рон</translation>
    </message>
    <message>
        <source>Honba</source>
        <translation>Хонба</translation>
    </message>
    <message>
        <source>Riichi stick</source>
        <translation>Паличка ріічі</translation>
    </message>
    <message>
        <source>Riichi sticks from the table</source>
        <translation>Палички зі столу</translation>
    </message>
    <message>
        <source>Riichi stick returned</source>
        <translation>Повернення палички ріічі</translation>
    </message>
    <message>
        <source>Noten payment</source>
        <translation>Виплата за нотен</translation>
    </message>
    <message>
        <source>Nagashi mangan</source>
        <translation>Нагаші манган</translation>
    </message>
    <message>
        <source>Pao (liability)</source>
        <translation>Пао (відповідальність)</translation>
    </message>
    <message>
        <source>Red fives</source>
        <translation>Червоні п’ятірки</translation>
    </message>
    <message>
        <source>Open tanyao (kuitan)</source>
        <translation>Відкрите таньяо (куітан)</translation>
    </message>
    <message>
        <source>Kiriage mangan</source>
        <translation>Кіріаге манган</translation>
    </message>
    <message>
        <source>Counted yakuman (kazoe)</source>
        <translation>Казое якуман</translation>
    </message>
    <message>
        <source>Double yakuman hands</source>
        <translation>Подвійні якумани</translation>
    </message>
    <message>
        <source>Several yakuman add up</source>
        <translation>Якумани додаються</translation>
    </message>
    <message>
        <source>Renhou</source>
        <translation>Ренхо</translation>
    </message>
    <message>
        <source>Double riichi</source>
        <translation>Подвійне ріічі</translation>
    </message>
    <message>
        <source>Paarenchan</source>
        <translation>Паренчан</translation>
    </message>
    <message>
        <source>Two-han minimum</source>
        <translation>Мінімум два хани</translation>
    </message>
    <message>
        <source>Two-han minimum from honba</source>
        <translation>Два хани від хонби</translation>
    </message>
    <message>
        <source>Double wind pair fu</source>
        <translation>Фу за пару подвійного вітру</translation>
    </message>
    <message>
        <source>Tsumo fu on rinshan</source>
        <translation>Фу за цумо при ріншані</translation>
    </message>
    <message>
        <source>Kokushi robs a closed kan</source>
        <translation>Кокуші грабує закритий кан</translation>
    </message>
    <message>
        <source>Kan dora counts for rinshan</source>
        <translation>Кан-дора для ріншану</translation>
    </message>
    <message>
        <source>Swap calling (kuikae)</source>
        <translation>Куікае дозволено</translation>
    </message>
    <message>
        <source>Multiple ron</source>
        <translation>Кілька ронів</translation>
    </message>
    <message>
        <source>Triple ron aborts the hand</source>
        <translation>Потрійний рон перериває роздачу</translation>
    </message>
    <message>
        <source>Honba on multiple ron</source>
        <translation>Хонба при кількох ронах</translation>
    </message>
    <message>
        <source>Riichi sticks on multiple ron</source>
        <translation>Палички ріічі при кількох ронах</translation>
    </message>
    <message>
        <source>Points per honba</source>
        <translation>Очок за хонбу</translation>
    </message>
    <message>
        <source>Noten payments in total</source>
        <translation>Виплати за нотен, усього</translation>
    </message>
    <message>
        <source>Abortive draws</source>
        <translation>Перервані нічиї</translation>
    </message>
    <message>
        <source>Honba after an abortive draw</source>
        <translation>Хонба після перерваної нічиї</translation>
    </message>
    <message>
        <source>Tenpai without yaku counts</source>
        <translation>Темпай без яку зараховується</translation>
    </message>
    <message>
        <source>Furiten tenpai counts</source>
        <translation>Темпай у фурітені зараховується</translation>
    </message>
    <message>
        <source>Tenpai on tiles all in sight counts</source>
        <translation>Темпай на видимі тайли зараховується</translation>
    </message>
    <message>
        <source>Dealer stays when tenpai</source>
        <translation>Ренчан при темпаї дилера</translation>
    </message>
    <message>
        <source>Deal passes if all noten</source>
        <translation>Перехід дилерства, якщо всі нотен</translation>
    </message>
    <message>
        <source>Riichi needs 1,000 points</source>
        <translation>Для ріічі потрібно 1000 очок</translation>
    </message>
    <message>
        <source>Wall tiles needed for riichi</source>
        <translation>Тайлів у стіні для ріічі</translation>
    </message>
    <message>
        <source>Closed kan after riichi</source>
        <translation>Закритий кан після ріічі</translation>
    </message>
    <message>
        <source>Kan after riichi: drawn tile only</source>
        <translation>Кан після ріічі: лише взятим тайлом</translation>
    </message>
    <message>
        <source>Temporary furiten ends</source>
        <translation>Кінець тимчасового фурітену</translation>
    </message>
    <message>
        <source>Yakuman with pao</source>
        <translation>Якумани з пао</translation>
    </message>
    <message>
        <source>Honba under pao, ron</source>
        <translation>Хонба при пао, рон</translation>
    </message>
    <message>
        <source>Honba under pao, tsumo</source>
        <translation>Хонба при пао, цумо</translation>
    </message>
    <message>
        <source>Pao covers</source>
        <translation>Пао поширюється на</translation>
    </message>
    <message>
        <source>Chombo penalty</source>
        <translation>Штраф за чомбо</translation>
    </message>
    <message>
        <source>Chombo deduction</source>
        <translation>Відрахування за чомбо</translation>
    </message>
    <message>
        <source>Chombo counts as a hand</source>
        <translation>Чомбо вважається роздачею</translation>
    </message>
    <message>
        <source>Starting points</source>
        <translation>Стартові очки</translation>
    </message>
    <message>
        <source>Return points</source>
        <translation>Очки повернення</translation>
    </message>
    <message>
        <source>Uma</source>
        <translation>Ума</translation>
    </message>
    <message>
        <source>Other uma options</source>
        <translation>Інші варіанти уми</translation>
    </message>
    <message>
        <source>Tied scores</source>
        <translation>Рівність очок</translation>
    </message>
    <message>
        <source>Riichi sticks left at the end</source>
        <translation>Палички ріічі наприкінці гри</translation>
    </message>
    <message>
        <source>Final score rounding</source>
        <translation>Округлення підсумку</translation>
    </message>
    <message>
        <source>Game ends below zero</source>
        <translation>Банкрутство (тобі)</translation>
    </message>
    <message>
        <source>West round extension</source>
        <translation>Західний раунд</translation>
    </message>
    <message>
        <source>West round target score</source>
        <translation>Ціль у західному раунді</translation>
    </message>
    <message>
        <source>Agari-yame</source>
        <translation>Агаріяме</translation>
    </message>
    <message>
        <source>Session length</source>
        <translation>Тривалість сесії</translation>
    </message>
    <message>
        <source>Signal before the end</source>
        <translation>Сигнал до кінця</translation>
    </message>
    <message>
        <source>End of timed play</source>
        <translation>Завершення гри на час</translation>
    </message>
    <message>
        <source>Chombo in uma steps</source>
        <translation>Чомбо в кроках уми</translation>
    </message>
    <message>
        <source>One red five per suit; each counts as a dora.</source>
        <extracomment>One plain-words explanation per rule field, for tooltips and the ruleset editor.</extracomment>
        <translation>По одній червоній п’ятірці в кожній масті; кожна рахується як дора.</translation>
    </message>
    <message>
        <source>Tanyao also counts in an open hand.</source>
        <translation>Таньяо зараховується й у відкритій руці.</translation>
    </message>
    <message>
        <source>4 han 30 fu and 3 han 60 fu are paid as a mangan.</source>
        <translation>4 хани 30 фу і 3 хани 60 фу оплачуються як манган.</translation>
    </message>
    <message>
        <source>13 han or more is a yakuman; otherwise it stays a sanbaiman.</source>
        <translation>13 ханів і більше — якуман; інакше це санбайман.</translation>
    </message>
    <message>
        <source>Limit hands worth two yakuman.</source>
        <translation>Якумани, що коштують два якумани.</translation>
    </message>
    <message>
        <source>Two yakuman in one hand are paid as a double yakuman.</source>
        <translation>Два якумани в одній руці оплачуються як подвійний якуман.</translation>
    </message>
    <message>
        <source>A non-dealer's ron before their first draw, with no call before it.</source>
        <translation>Рон не-дилера до його першого взяття, якщо перед тим не було оголошень.</translation>
    </message>
    <message>
        <source>Riichi on the first turn, with no call before it: 2 han.</source>
        <translation>Ріічі на першому ході, якщо перед тим не було оголошень: 2 хани.</translation>
    </message>
    <message>
        <source>The dealer's eighth win in a row is a yakuman.</source>
        <translation>Восьмий виграш дилера поспіль — якуман.</translation>
    </message>
    <message>
        <source>From a number of honba on, a win needs two han from yaku.</source>
        <translation>Починаючи з певної кількості хонби для виграшу потрібно два хани від яку.</translation>
    </message>
    <message>
        <source>The number of honba from which two han are needed.</source>
        <translation>Кількість хонби, з якої потрібно два хани.</translation>
    </message>
    <message>
        <source>Fu for a pair of the wind that is both seat and round wind.</source>
        <translation>Фу за пару вітру, що водночас є вітром місця й вітром раунду.</translation>
    </message>
    <message>
        <source>A rinshan win gets the 2 tsumo fu.</source>
        <translation>Виграш ріншан кайхо отримує 2 фу за цумо.</translation>
    </message>
    <message>
        <source>Thirteen orphans may win on a tile declared as a closed kan.</source>
        <translation>Кокуші мусо може виграти на тайл, оголошений закритим каном.</translation>
    </message>
    <message>
        <source>The new dora of an open or added kan counts for a win on its replacement.</source>
        <translation>Нова дора відкритого або доданого кана враховується при виграші на добраний тайл.</translation>
    </message>
    <message>
        <source>After a call the player may discard the same tile (kuikae).</source>
        <translation>Після оголошення сету можна скинути такий самий тайл (куікае).</translation>
    </message>
    <message>
        <source>Several players may ron one discard, or only the first in turn (atamahane).</source>
        <translation>Рон на один скид можуть оголосити кілька гравців, або виграє лише перший за чергою (атамахане).</translation>
    </message>
    <message>
        <source>Three players calling ron on one discard abort the hand.</source>
        <translation>Якщо троє оголосили рон на один скид, роздача переривається.</translation>
    </message>
    <message>
        <source>Who receives the honba on a multiple ron.</source>
        <translation>Хто отримує хонбу при кількох ронах.</translation>
    </message>
    <message>
        <source>Who receives the riichi sticks on a multiple ron.</source>
        <translation>Хто отримує палички ріічі при кількох ронах.</translation>
    </message>
    <message>
        <source>Points per honba on a ron; on a tsumo each player pays a third.</source>
        <translation>Очок за хонбу при роні; при цумо кожен платить третину.</translation>
    </message>
    <message>
        <source>What the noten players pay the tenpai players in all at a draw.</source>
        <translation>Скільки всього гравці в нотені платять гравцям у темпаї при нічиїй.</translation>
    </message>
    <message>
        <source>Situations that end the hand without a win.</source>
        <translation>Ситуації, що переривають роздачу без виграшу.</translation>
    </message>
    <message>
        <source>A honba is added after an abortive draw; the dealer stays.</source>
        <translation>Після перерваної нічиї додається хонба, дилер лишається.</translation>
    </message>
    <message>
        <source>Only terminals and honours discarded, none called: paid like a mangan tsumo.</source>
        <translation>У скиді лише термінали й благородні, ніхто їх не забрав: оплачується як манган з цумо.</translation>
    </message>
    <message>
        <source>A ready hand that would have no yaku still counts as tenpai at a draw.</source>
        <translation>Рука, готова до виграшу, але без яку, при нічиїй вважається темпаєм.</translation>
    </message>
    <message>
        <source>A ready hand in furiten still counts as tenpai at a draw.</source>
        <translation>Готова рука у фурітені при нічиїй вважається темпаєм.</translation>
    </message>
    <message>
        <source>A wait whose every copy is in sight, at least one outside the player's own hand, still counts as tenpai at a draw. A wait on a tile the player holds four times never does.</source>
        <translation>Очікування, усі копії якого на виду (хоча б одна не в руці самого гравця), при нічиїй вважається темпаєм. Очікування на тайл, якого в гравця всі чотири, — ніколи.</translation>
    </message>
    <message>
        <source>The dealer keeps the deal when tenpai at an exhaustive draw.</source>
        <translation>Дилер лишається, якщо при нічиїй у нього темпай.</translation>
    </message>
    <message>
        <source>When all four are noten at a draw, the deal passes on.</source>
        <translation>Якщо при нічиїй усі четверо в нотені, дилер змінюється.</translation>
    </message>
    <message>
        <source>A player with less than 1,000 points may not declare riichi.</source>
        <translation>Гравець, у якого менше 1000 очок, не може оголосити ріічі.</translation>
    </message>
    <message>
        <source>Tiles that must be left in the live wall to declare riichi.</source>
        <translation>Скільки тайлів має лишитися в живій стіні, щоб оголосити ріічі.</translation>
    </message>
    <message>
        <source>What a closed kan after riichi must not change.</source>
        <translation>Що не має змінювати закритий кан після ріічі.</translation>
    </message>
    <message>
        <source>The kan after riichi must use the tile just drawn.</source>
        <translation>Кан після ріічі можна оголосити лише щойно взятим тайлом.</translation>
    </message>
    <message>
        <source>When furiten after passing a winning tile ends.</source>
        <translation>Коли закінчується фурітен після пропуску виграшного тайла.</translation>
    </message>
    <message>
        <source>Yakuman for which the player who fed the last set is liable.</source>
        <translation>Якумани, за які відповідає гравець, що віддав останній сет.</translation>
    </message>
    <message>
        <source>Who pays the honba when pao ends in a ron.</source>
        <translation>Хто платить хонбу, якщо при пао виграш при роні.</translation>
    </message>
    <message>
        <source>Who pays the honba when pao ends in a tsumo.</source>
        <translation>Хто платить хонбу, якщо при пао виграш з цумо.</translation>
    </message>
    <message>
        <source>What the liable player pays for.</source>
        <translation>За що платить відповідальний гравець.</translation>
    </message>
    <message>
        <source>How a chombo is paid.</source>
        <translation>Як виплачується чомбо.</translation>
    </message>
    <message>
        <source>Points taken off the final score for a chombo.</source>
        <translation>Скільки очок віднімається з підсумку за чомбо.</translation>
    </message>
    <message>
        <source>A chombo in the last hand counts as that hand, so the game ends.</source>
        <translation>Чомбо в останній роздачі вважається цією роздачею, і гра закінчується.</translation>
    </message>
    <message>
        <source>Points each player starts with.</source>
        <translation>Очки кожного гравця на початку гри.</translation>
    </message>
    <message>
        <source>Points subtracted at the end; the difference to the start is the oka.</source>
        <translation>Очки, що віднімаються наприкінці; різниця зі стартовими — це ока.</translation>
    </message>
    <message>
        <source>Bonus and malus for first to fourth place.</source>
        <translation>Бонус і штраф за місця з першого по четверте.</translation>
    </message>
    <message>
        <source>Other uma a tournament may choose.</source>
        <translation>Інша ума, яку може обрати турнір.</translation>
    </message>
    <message>
        <source>How players with equal scores are ranked.</source>
        <translation>Як розподіляються місця при рівних очках.</translation>
    </message>
    <message>
        <source>Where riichi sticks still on the table at the end go.</source>
        <translation>Кому дістаються палички ріічі, що лишилися на столі наприкінці.</translation>
    </message>
    <message>
        <source>How final scores are rounded before uma.</source>
        <translation>Як округлюються підсумкові очки перед умою.</translation>
    </message>
    <message>
        <source>The game ends at once when a score goes below zero.</source>
        <translation>Гра одразу закінчується, коли в когось очки стають нижчими за нуль.</translation>
    </message>
    <message>
        <source>A West round is played if nobody has the return points after South 4.</source>
        <translation>Якщо після Півдня 4 ні в кого немає очок повернення, грається західний раунд.</translation>
    </message>
    <message>
        <source>In the West round the game ends when a player reaches this score.</source>
        <translation>У західному раунді гра закінчується, коли хтось набирає стільки очок.</translation>
    </message>
    <message>
        <source>A dealer in first place may end the game after winning the last hand.</source>
        <translation>Дилер на першому місці може закінчити гру, вигравши останню роздачу.</translation>
    </message>
    <message>
        <source>If set, the chombo deduction is this many uma steps instead of fixed points.</source>
        <translation>Якщо задано, відрахування за чомбо дорівнює стільком крокам уми, а не фіксованим очкам.</translation>
    </message>
    <message>
        <source>Not played</source>
        <extracomment>Labels for the values of Literal-typed fields: (field, value) -&gt; source.</extracomment>
        <translation>Не грається</translation>
    </message>
    <message>
        <source>5 han, or the normal value if higher</source>
        <translation>5 ханів або звичайна вартість, якщо вища</translation>
    </message>
    <message>
        <source>Mangan, or the normal value if higher</source>
        <translation>Манган або звичайна вартість, якщо вища</translation>
    </message>
    <message>
        <source>Paid at a draw, not a win</source>
        <translation>Виплата при нічиїй, не виграш</translation>
    </message>
    <message>
        <source>Scored as a win</source>
        <translation>Вважається виграшем</translation>
    </message>
    <message>
        <source>All winners are paid</source>
        <translation>Платять усім переможцям</translation>
    </message>
    <message>
        <source>First in turn only (atamahane)</source>
        <translation>Лише першому за чергою (атамахане)</translation>
    </message>
    <message>
        <source>Every winner</source>
        <translation>Кожному переможцеві</translation>
    </message>
    <message>
        <source>Winner nearest the discarder</source>
        <translation>Найближчому до того, хто скинув</translation>
    </message>
    <message>
        <source>Own stick back, rest to the nearest</source>
        <translation>Своя паличка назад, решта найближчому</translation>
    </message>
    <message>
        <source>All to the nearest winner</source>
        <translation>Усі найближчому переможцеві</translation>
    </message>
    <message>
        <source>For every player</source>
        <translation>Для всіх гравців</translation>
    </message>
    <message>
        <source>For the dealer only</source>
        <translation>Лише для дилера</translation>
    </message>
    <message>
        <source>The discarder pays</source>
        <translation>Платить той, хто скинув</translation>
    </message>
    <message>
        <source>The liable player pays</source>
        <translation>Платить відповідальний</translation>
    </message>
    <message>
        <source>The whole hand</source>
        <translation>Уся рука</translation>
    </message>
    <message>
        <source>Only the liable yakuman</source>
        <translation>Лише якуман із пао</translation>
    </message>
    <message>
        <source>Points off the final score</source>
        <translation>Відрахування з підсумку</translation>
    </message>
    <message>
        <source>Reverse mangan at the table</source>
        <translation>Зворотний манган за столом</translation>
    </message>
    <message>
        <source>Share the places' uma and oka</source>
        <translation>Ума й ока місць діляться порівну</translation>
    </message>
    <message>
        <source>Seat order decides</source>
        <translation>За порядком місць</translation>
    </message>
    <message>
        <source>Go to first place</source>
        <translation>Першому місцю</translation>
    </message>
    <message>
        <source>Are lost</source>
        <translation>Пропадають</translation>
    </message>
    <message>
        <source>No rounding</source>
        <translation>Без округлення</translation>
    </message>
    <message>
        <source>To the nearest 1,000</source>
        <translation>До найближчої 1000</translation>
    </message>
    <message>
        <source>Allowed if the waits stay</source>
        <translation>Можна, якщо очікування не змінюються</translation>
    </message>
    <message>
        <source>Allowed if waits and sets stay</source>
        <translation>Можна, якщо не змінюються очікування й сети</translation>
    </message>
    <message>
        <source>At the next draw or call</source>
        <translation>При наступному взятті чи оголошенні</translation>
    </message>
    <message>
        <source>At the next draw or any call</source>
        <translation>При наступному взятті чи будь-якому оголошенні</translation>
    </message>
    <message>
        <source>At the player's own discard</source>
        <translation>При власному скиді гравця</translation>
    </message>
    <message>
        <source>Stop after the current hand</source>
        <translation>Завершити після поточної роздачі</translation>
    </message>
    <message>
        <source>Finish the current hand and play one more</source>
        <translation>Дограти поточну роздачу і зіграти ще одну</translation>
    </message>
    <message numerus="yes">
        <source>%n honba</source>
        <translation><numerusform>%n хонба</numerusform><numerusform>%n хонби</numerusform><numerusform>%n хонб</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n tiles</source>
        <translation><numerusform>%n тайл</numerusform><numerusform>%n тайли</numerusform><numerusform>%n тайлів</numerusform></translation>
    </message>
    <message>
        <source>No signal</source>
        <translation>Без сигналу</translation>
    </message>
    <message numerus="yes">
        <source>%n min</source>
        <translation><numerusform>%n хв</numerusform><numerusform>%n хв</numerusform><numerusform>%n хв</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n uma steps</source>
        <translation><numerusform>%n крок уми</numerusform><numerusform>%n кроки уми</numerusform><numerusform>%n кроків уми</numerusform></translation>
    </message>
    <message>
        <source>None</source>
        <translation>Немає</translation>
    </message>
    <message>
        <source>The waits must not change.</source>
        <translation>Очікування не повинні змінюватися.</translation>
    </message>
    <message>
        <source>Only with the tile just drawn, and the waits must not change.</source>
        <translation>Лише зі щойно взятим тайлом, і очікування не повинні змінюватися.</translation>
    </message>
    <message>
        <source>The waits must not change, and the three tiles must not be readable as another set.</source>
        <translation>Очікування не повинні змінюватися, а три тайли не можна розібрати як інший сет.</translation>
    </message>
    <message>
        <source>Only with the tile just drawn; the waits must not change, and the three tiles must not be readable as another set.</source>
        <translation>Лише зі щойно взятим тайлом; очікування не повинні змінюватися, а три тайли не можна розібрати як інший сет.</translation>
    </message>
    <message>
        <source>Counts as tenpai at the draw.</source>
        <translation>При нічиїй зараховується темпай.</translation>
    </message>
    <message>
        <source>Not tenpai: no tile completes the hand.</source>
        <translation>Не темпай: жоден тайл не збирає руку.</translation>
    </message>
    <message>
        <source>Noten: every winning tile is in the player's own hand or calls (karaten).</source>
        <translation>Нотен: усі виграшні тайли — у руці або сетах самого гравця (каратен).</translation>
    </message>
    <message>
        <source>Noten: every copy of the winning tiles is in sight, and this ruleset then says noten.</source>
        <translation>Нотен: усі копії виграшних тайлів на виду, а за цими правилами це нотен.</translation>
    </message>
    <message>
        <source>Noten: no wait gives a yaku, and this ruleset needs one.</source>
        <translation>Нотен: жодне очікування не дає яку, а за цими правилами воно потрібне.</translation>
    </message>
    <message>
        <source>Noten: the hand is furiten, and this ruleset does not count furiten tenpai.</source>
        <translation>Нотен: рука у фурітені, а за цими правилами темпай у фурітені не зараховується.</translation>
    </message>
    <message>
        <source>all four copies are in the player's own hand</source>
        <extracomment>a wait with no copy left; said inside the tenpai check's line ("1m: no copy left (all four copies are in the player's own hand); …"), so it starts in lower case</extracomment>
        <translation>усі чотири копії — у самого гравця</translation>
    </message>
    <message>
        <source>all four copies are in sight, some outside the player's hand</source>
        <translation>усі чотири копії на виду, частина — не в руці гравця</translation>
    </message>
    <message>
        <source>Not a swap: this discard would not have made the same set.</source>
        <translation>Не куікае: цей скид не дав би той самий сет.</translation>
    </message>
    <message>
        <source>A swap, and this ruleset allows swap-calling.</source>
        <translation>Куікае, і ці правила його дозволяють.</translation>
    </message>
    <message>
        <source>A swap, and this ruleset forbids swap-calling.</source>
        <translation>Куікае, а ці правила його забороняють.</translation>
    </message>
    <message>
        <source>The called tile itself</source>
        <translation>Сам узятий тайл</translation>
    </message>
    <message>
        <source>The other end of the run (suji)</source>
        <translation>Інший край послідовності (судзі)</translation>
    </message>
    <message>
        <source>The player may call the abortive draw (nine different terminals and honours).</source>
        <translation>Гравець може оголосити перервану нічию (кюсю кюхай: дев’ять різних терміналів і благородних).</translation>
    </message>
    <message>
        <source>This ruleset has no abortive draw for nine different terminals and honours.</source>
        <translation>У цих правилах немає перерваної нічиї за дев’ять різних терміналів і благородних.</translation>
    </message>
    <message>
        <source>Only on the player's first draw of the hand.</source>
        <translation>Лише на першому ході гравця в роздачі.</translation>
    </message>
    <message>
        <source>Not after a call: a call earlier in the hand breaks the first go-around.</source>
        <translation>Не після оголошення сету: оголошення раніше в роздачі перериває перший круг.</translation>
    </message>
    <message>
        <source>Fewer than nine different terminals and honours.</source>
        <translation>Менше дев’яти різних терміналів і благородних.</translation>
    </message>
    <message>
        <source>Assumed none (penalty chapter not read); verify.</source>
        <translation>Прийнято: немає (розділ про штрафи не прочитано); перевірте.</translation>
    </message>
    <message>
        <source>Tournament software ends the game on a last-hand chombo; ⚠️.</source>
        <translation>Турнірна програма завершує гру при чомбо в останній роздачі; ⚠️.</translation>
    </message>
    <message>
        <source>One secondary source (EMA 2025 text not read); ⚠️.</source>
        <translation>Одне вторинне джерело (текст EMA 2025 не прочитано); ⚠️.</translation>
    </message>
    <message>
        <source>From secondary sources citing EMA 2025 §6.7.1 examples.</source>
        <translation>За вторинними джерелами, що посилаються на приклади EMA 2025 §6.7.1.</translation>
    </message>
    <message>
        <source>Split on a tie, fractions rounded down: one secondary source; ⚠️.</source>
        <translation>При рівності діляться, дроби округлюються вниз: одне вторинне джерело; ⚠️.</translation>
    </message>
    <message>
        <source>Assumed not used; verify.</source>
        <translation>Прийнято, що не використовується; перевірте.</translation>
    </message>
    <message>
        <source>Read as: the better of renhou alone (5 han) and the normal value.</source>
        <translation>Прочитано так: краще з ренхо окремо (5 ханів) і звичайної вартості.</translation>
    </message>
    <message>
        <source>One secondary source: at least one tile left; ⚠️.</source>
        <translation>Одне вторинне джерело: лишається хоча б один тайл; ⚠️.</translation>
    </message>
    <message>
        <source>Not stated; furiten tenpai assumed to count at a draw.</source>
        <translation>Не зазначено; вважаємо, що темпай у фурітені при нічиїй зараховується.</translation>
    </message>
    <message>
        <source>Not stated; formal tenpai assumed to count (as EMA 2016).</source>
        <translation>Не зазначено; прийнято, що формальний темпай зараховується (як в EMA 2016).</translation>
    </message>
    <message>
        <source>EMA 2016 §5.9: a chombo re-deal is not a played hand.</source>
        <translation>EMA 2016 §5.9: перероздача після чомбо не вважається зіграною роздачею.</translation>
    </message>
    <message>
        <source>Not stated in EMA 2016; formal tenpai assumed to count.</source>
        <translation>В EMA 2016 не зазначено; прийнято, що формальний темпай зараховується.</translation>
    </message>
    <message>
        <source>A counter is added after an abortive draw (correction 9).</source>
        <translation>Після перерваної нічиї додається хонба (поправка 9).</translation>
    </message>
    <message>
        <source>Mangan-sized payment at the table (2012 text via secondary copies).</source>
        <translation>Виплата розміром із манган за столом (текст 2012 року за вторинними копіями).</translation>
    </message>
    <message>
        <source>Settled as a win (correction 3), from the 2012-era rules.</source>
        <translation>Розраховується як виграш (поправка 3), за правилами часів 2012 року.</translation>
    </message>
    <message>
        <source>2012 also ended temporary furiten on any call (correction 9).</source>
        <translation>У 2012 році тимчасовий фурітен закінчувався й при будь-якому оголошенні (поправка 9).</translation>
    </message>
    <message>
        <source>Not stated; formal tenpai assumed to count.</source>
        <translation>Не зазначено; прийнято, що формальний темпай зараховується.</translation>
    </message>
    <message>
        <source>30,000/10,000 from a 2012 tournament report (correction 1); 🟡.</source>
        <translation>30 000/10 000 за звітом про турнір 2012 року (поправка 1); 🟡.</translation>
    </message>
    <message>
        <source>Secondary sources; older WRC gave 4 fu.</source>
        <translation>Вторинні джерела; попередні WRC давали 4 фу.</translation>
    </message>
    <message>
        <source>Unknown in WRC; assumed as in EMA (all in sight: tenpai).</source>
        <translation>У WRC невідомо; прийнято як в EMA (усі на виду — темпай).</translation>
    </message>
    <message>
        <source>⚠️ probable value (WRC 2025 text not read).</source>
        <translation>⚠️ імовірне значення (текст WRC 2025 не прочитано).</translation>
    </message>
    <message>
        <source>⚠️ chosen: only the liable yakuman is shared (correction 14).</source>
        <translation>⚠️ обрано: ділиться лише якуман із пао (поправка 14).</translation>
    </message>
    <message>
        <source>Mangan, or the normal value if higher (secondary sources).</source>
        <translation>Манган або звичайна вартість, якщо вища (вторинні джерела).</translation>
    </message>
    <message>
        <source>⚠️ probable value: no robbing a closed kan, even for kokushi.</source>
        <translation>⚠️ імовірне значення: чанкан на закритий кан не можна, навіть із Кокуші мусо.</translation>
    </message>
    <message>
        <source>Not stated: 90 minutes as EMA 2016 §5.9 assumed.</source>
        <translation>Не вказано: прийнято 90 хвилин, як в EMA 2016 §5.9.</translation>
    </message>
    <message>
        <source>Not stated: a signal 15 minutes before the end as EMA 2016 §5.9.</source>
        <translation>Не вказано: сигнал за 15 хвилин до кінця, як в EMA 2016 §5.9.</translation>
    </message>
    <message>
        <source>WRC furiten details unknown; standard reading assumed.</source>
        <translation>Подробиці фурітену у WRC невідомі; прийнято звичайне прочитання.</translation>
    </message>
    <message>
        <source>Disputed: one reading of EMA 2025 scores renhou as 5 han with every other yaku dropped; another takes the better of that and the hand's normal value. Kept as the better of the two; ⚠️.</source>
        <translation>Спірно: за одним прочитанням EMA 2025 ренхо — це 5 ханів без усіх інших яку; за іншим береться краще з цього і звичайної вартості руки. Залишено краще з двох; ⚠️.</translation>
    </message>
    <message>
        <source>Disputed: one secondary source says riichi is allowed below 1,000 points, but the code of that same source requires 1,000. Kept as allowed; ⚠️.</source>
        <translation>Спірно: одне вторинне джерело дозволяє ріічі з рахунком менше 1 000, але програма того самого джерела вимагає 1 000. Залишено як дозволене; ⚠️.</translation>
    </message>
    <message>
        <source>EMA 2025 tournament chapter not read: as EMA 2016 §5.9 (one more hand).</source>
        <translation>Турнірний розділ EMA 2025 не прочитано: як у EMA 2016 §5.9 (ще одна роздача).</translation>
    </message>
    <message>
        <source>Not stated: as EMA 2016 §5.9 (the current hand and one more).</source>
        <translation>Не вказано: як у EMA 2016 §5.9 (поточна роздача і ще одна).</translation>
    </message>
    <message>
        <source>A chombo in the last hand is not re-dealt, so the game ends: WRC 2015 §8.2, not confirmed for 2025; ⚠️.</source>
        <translation>Чомбо в останній роздачі не перегравається, і гра закінчується: WRC 2015 §8.2, для 2025 року не підтверджено; ⚠️.</translation>
    </message>
    <message>
        <source>30,000 off the final score: WRC 2025 §12.2 as quoted; 🟡.</source>
        <translation>30 000 з підсумку: WRC 2025 §12.2 у цитаті; 🟡.</translation>
    </message>
    <message>
        <source>The kan must keep the waits and the readings of the hand: two rule comparisons (one short note says waits only); 🟡.</source>
        <translation>Кан не має змінювати ні очікувань, ні розбору руки: два порівняння правил (одна коротка нотатка каже лише про очікування); 🟡.</translation>
    </message>
    <message>
        <source>Pao for Big Dragons, Big Winds and Four Quads: WRC 2025 §9.1.1 as quoted by two rule comparisons; 🟡.</source>
        <translation>Пао за Дайсанген, Дайсуши та Суканцу: WRC 2025 §9.1.1 у цитаті двох порівнянь правил; 🟡.</translation>
    </message>
    <message>
        <source>Riichi allowed with no live-wall tile left: one secondary source quoting the 2025 clarification; ⚠️.</source>
        <translation>Ріічі дозволено, навіть якщо в живій стіні не лишилося тайлів: одне вторинне джерело, що цитує роз’яснення 2025 року; ⚠️.</translation>
    </message>
    <message>
        <source>75 minutes: a 2025 tournament page citing WRC 2025 §10.1; ⚠️.</source>
        <translation>75 хвилин: сторінка турніру 2025 року з посиланням на WRC 2025 §10.1; ⚠️.</translation>
    </message>
    <message>
        <source>No signal before the end: a 2025 tournament page (WRC 2025 §10.1); ⚠️.</source>
        <translation>Без сигналу до кінця: сторінка турніру 2025 року (WRC 2025 §10.1); ⚠️.</translation>
    </message>
    <message>
        <source>Unknown in WRC; formal tenpai assumed to count.</source>
        <translation>У WRC невідомо; прийнято, що формальний темпай зараховується.</translation>
    </message>
    <message>
        <source>The current hand and one more: a 2025 tournament page citing WRC 2025 §10.1, and the RRC comparison agrees; ⚠️.</source>
        <translation>Поточна роздача і ще одна: сторінка турніру 2025 року з посиланням на WRC 2025 §10.1, порівняння з правилами RRC це підтверджує; ⚠️.</translation>
    </message>
    <message>
        <source>⚠️ chosen: several yakuman are cumulative (correction 14).</source>
        <translation>⚠️ обрано: кілька якуманів додаються (поправка 14).</translation>
    </message>
    <message>
        <source>Not stated: EMA 2012 value used.</source>
        <translation>Не зазначено: взято значення EMA 2012.</translation>
    </message>
    <message>
        <source>Not stated: EMA 2012 value (+1 counter, dealer stays) used.</source>
        <translation>Не зазначено: взято значення EMA 2012 (+1 хонба, дилер лишається).</translation>
    </message>
    <message>
        <source>Not stated: EMA 2012 value (no agari-yame) used.</source>
        <translation>Не зазначено: взято значення EMA 2012 (без агаріяме).</translation>
    </message>
    <message>
        <source>Not stated: EMA 2012 value (no busting) used.</source>
        <translation>Не зазначено: взято значення EMA 2012 (без банкрутства).</translation>
    </message>
    <message>
        <source>Not stated: EMA 2012 value (reverse mangan at the table) used.</source>
        <translation>Не зазначено: взято значення EMA 2012 (зворотний манган за столом).</translation>
    </message>
    <message>
        <source>Not in Galaxy's exhaustive yaku list (correction 6, chosen).</source>
        <translation>Немає в повному списку яку Galaxy (поправка 6, обрано).</translation>
    </message>
    <message>
        <source>Not stated: 300 per counter as in every other ruleset.</source>
        <translation>Не зазначено: 300 за хонбу, як в усіх інших правилах.</translation>
    </message>
    <message>
        <source>Not stated: assumed, as in every other ruleset.</source>
        <translation>Не зазначено: прийнято, як в усіх інших правилах.</translation>
    </message>
    <message>
        <source>Not stated: treated as no; confirm with the organisers.</source>
        <translation>Не зазначено: вважається, що ні; уточніть в організаторів.</translation>
    </message>
    <message>
        <source>Multiple ron allowed, no head bump (correction 7, chosen).</source>
        <translation>Кілька ронів дозволено, без атамахане (поправка 7, обрано).</translation>
    </message>
    <message>
        <source>Not stated: EMA 2012 value (counters to each winner) used.</source>
        <translation>Не зазначено: взято значення EMA 2012 (хонба кожному переможцю).</translation>
    </message>
    <message>
        <source>Settled as a win (correction 3, chosen from 2012-era rules).</source>
        <translation>Розраховується як виграш (поправка 3, обрано за правилами часів 2012 року).</translation>
    </message>
    <message>
        <source>Not stated: the usual 3,000.</source>
        <translation>Не зазначено: звичайні 3000.</translation>
    </message>
    <message>
        <source>Eighth consecutive dealer win (correction 13, chosen).</source>
        <translation>Восьмий виграш дилера поспіль (поправка 13, обрано).</translation>
    </message>
    <message>
        <source>Not stated: counters paid by the discarder (EMA).</source>
        <translation>Не зазначено: хонбу платить той, хто скинув (як в EMA).</translation>
    </message>
    <message>
        <source>Counters not stated: the liable player pays them (EMA).</source>
        <translation>Хонба не зазначені: їх платить відповідальний гравець (як у EMA).</translation>
    </message>
    <message>
        <source>Not stated: EMA 2012 value (dealer tenpai keeps the deal) used.</source>
        <translation>Не зазначено: взято значення EMA 2012 (дилер у темпаї лишається дилером).</translation>
    </message>
    <message>
        <source>Dealer only, at five or more honba (correction 2, chosen reading).</source>
        <translation>Лише для дилера, за п’яти й більше хонб (поправка 2, обране прочитання).</translation>
    </message>
    <message>
        <source>Tied players pool and split uma and oka (correction 7, chosen).</source>
        <translation>Гравці з рівними очками ділять уму й оку порівну (поправка 7, обрано).</translation>
    </message>
    <message>
        <source>Chosen: dealer first and at 30,000+; each West hand is a last hand.</source>
        <translation>Обрано: дилер перший і має 30 000+; кожна роздача Заходу — остання.</translation>
    </message>
    <message>
        <source>Kuikae (swap calling)</source>
        <translation>Куікае (скид після оголошення)</translation>
    </message>
    <message>
        <source>Winning tile taken from the discards</source>
        <translation>Виграшний тайл узято зі скиду</translation>
    </message>
    <message>
        <source>Hand laid face down</source>
        <translation>Руку покладено сорочкою догори</translation>
    </message>
    <message>
        <source>Twice the last-place uma</source>
        <translation>Подвійна ума останнього місця</translation>
    </message>
    <message>
        <source>Allowed: the kan changes neither the waits nor the reading of the hand.</source>
        <translation>Можна: кан не змінює ні очікувань, ні розбору руки.</translation>
    </message>
    <message>
        <source>Not a kan: the hand and the drawn tile do not hold four of this tile.</source>
        <translation>Це не кан: у руці разом із взятим тайлом немає чотирьох таких тайлів.</translation>
    </message>
    <message>
        <source>Not allowed: after riichi a kan must use the tile just drawn.</source>
        <translation>Не можна: після ріічі кан оголошують лише зі щойно взятим тайлом.</translation>
    </message>
    <message>
        <source>The riichi hand is not tenpai, so the kan cannot keep its waits.</source>
        <translation>Рука з ріічі не в темпаї, тож кан не може зберегти очікування.</translation>
    </message>
    <message>
        <source>Not allowed: the kan would change the waits.</source>
        <translation>Не можна: кан змінить очікування.</translation>
    </message>
    <message>
        <source>Not allowed: these tiles can also be read as part of other sets.</source>
        <translation>Не можна: ці тайли можна розібрати і як частини інших сетів.</translation>
    </message>
    <message>
        <source>Not allowed: four kans have already been declared.</source>
        <translation>Не можна: уже оголошено чотири кани.</translation>
    </message>
    <message>
        <source>Suukantsu pao absent in the rule translation (⚠️ one template adds it).</source>
        <translation>Пао на суканцу немає в перекладі правил (⚠️ один шаблон його додає).</translation>
    </message>
    <message>
        <source>10-20 per one source; tournament software uses 15/5 (⚠️).</source>
        <translation>10-20 за одним джерелом; турнірна програма використовує 15/5 (⚠️).</translation>
    </message>
    <message>
        <source>Abortive draw keeps the dealer and adds a counter (correction 11, 🟡).</source>
        <translation>Перервана нічия зберігає дилера й додає хонбу (поправка 11, 🟡).</translation>
    </message>
    <message>
        <source>Applied automatically as on Tenhou (dealer first and at 30,000+); chosen.</source>
        <translation>Застосовується автоматично, як на Tenhou (дилер перший і має 30 000+); обрано.</translation>
    </message>
    <message>
        <source>Not applicable online; reverse mangan offered for manual use.</source>
        <translation>Онлайн не застосовується; зворотний манган запропоновано для ручного обліку.</translation>
    </message>
    <message>
        <source>Nearest 1,000 before oka and uma, x,500 rounded up (Tenhou's rule line); first place takes what rounding leaves so the results add up to zero. Negative scores are not stated: rounded by their size, so -1,500 becomes -2,000; ⚠️.</source>
        <translation>До найближчої тисячі перед окою та умою, остача рівно 500 — вгору (рядок правил Tenhou); перше місце отримує залишок округлення, щоб сума результатів була нульовою. Для від’ємного рахунку не вказано: округлюється за модулем, −1 500 стає −2 000; ⚠️.</translation>
    </message>
    <message>
        <source>Unknown; assumed as on Tenhou (all in sight: tenpai).</source>
        <translation>Невідомо; прийнято як на Tenhou (усі на виду — темпай).</translation>
    </message>
    <message>
        <source>Assumed yes (no primary text reached).</source>
        <translation>Прийнято, що так (першоджерело недоступне).</translation>
    </message>
    <message>
        <source>Weakly sourced: all sticks to the nearest winner (correction 8).</source>
        <translation>Слабке джерело: усі палички найближчому переможцеві (поправка 8).</translation>
    </message>
    <message>
        <source>+2 on a rinshan win (correction 15, 🟡).</source>
        <translation>+2 при виграші ріншан кайхо (поправка 15, 🟡).</translation>
    </message>
    <message>
        <source>Details unknown; Tenhou's rule assumed.</source>
        <translation>Подробиці невідомі; прийнято правило Tenhou.</translation>
    </message>
    <message>
        <source>Formal tenpai allowed (🟡).</source>
        <translation>Формальний темпай допускається (🟡).</translation>
    </message>
    <message>
        <source>Only relevant where a tournament adopts abortive draws.</source>
        <translation>Має значення, лише якщо турнір запроваджує перервані нічиї.</translation>
    </message>
    <message>
        <source>Twice the uma step after uma (40,000 at 30/10; 20,000 at 15/5).</source>
        <translation>Подвійний крок уми після уми (40 000 при 30/10; 20 000 при 15/5).</translation>
    </message>
    <message>
        <source>Twice the uma step (BR, VA); the referee guide still says 20,000.</source>
        <translation>Подвійний крок уми (BR, VA); посібник суддів досі каже 20 000.</translation>
    </message>
    <message>
        <source>Rules text silent; read literally: tenpai.</source>
        <translation>У тексті правил не сказано; буквально — темпай.</translation>
    </message>
    <message>
        <source>Per-tournament setting: latest text 30/10; earlier releases 15/5 (one click).</source>
        <translation>Налаштування турніру: останній текст 30/10, ранні випуски 15/5 (в один клік).</translation>
    </message>
    <message>
        <source>Assumed: %1</source>
        <translation>Припущення: %1</translation>
    </message>
    <message>
        <source>RRC (Russian Riichi Community) v1.5</source>
        <extracomment>Preset names as each language writes them: abbreviations and proper names stay as they are, a descriptive part is translated ("RRC (Российское риичи-сообщество) v1.5").</extracomment>
        <translation>RRC (Російська ріічі-спільнота) v1.5</translation>
    </message>
    <message>
        <source>assumed</source>
        <translation>припущення</translation>
    </message>
    <message>
        <source>False win, hand revealed</source>
        <translation>Хибний виграш, тайли розкрито</translation>
    </message>
    <message>
        <source>False win, hand not revealed</source>
        <translation>Хибний виграш, тайли не розкрито</translation>
    </message>
    <message>
        <source>Win called with a wrong word</source>
        <translation>Виграш оголошено не тим словом</translation>
    </message>
    <message>
        <source>Win call changed</source>
        <translation>Оголошення виграшу змінено</translation>
    </message>
    <message>
        <source>Noten riichi at a draw</source>
        <translation>Нотен-ріічі при нічиїй</translation>
    </message>
    <message>
        <source>Riichi declared in the wrong order</source>
        <translation>Ріічі оголошено з порушенням порядку</translation>
    </message>
    <message>
        <source>Riichi tile not turned</source>
        <translation>Тайл ріічі не повернуто</translation>
    </message>
    <message>
        <source>Riichi with an open hand</source>
        <translation>Ріічі з відкритою рукою</translation>
    </message>
    <message>
        <source>Riichi stick not placed</source>
        <translation>Паличку ріічі не виставлено</translation>
    </message>
    <message>
        <source>Illegal kan after riichi</source>
        <translation>Неприпустимий кан після ріічі</translation>
    </message>
    <message>
        <source>Hand changed during riichi</source>
        <translation>Руку змінено під час ріічі</translation>
    </message>
    <message>
        <source>Wait revealed during riichi</source>
        <translation>Очікування розкрито під час ріічі</translation>
    </message>
    <message>
        <source>Riichi hand not shown at a draw</source>
        <translation>Руку з ріічі не показано при нічиїй</translation>
    </message>
    <message>
        <source>Declaration from a dead hand</source>
        <translation>Оголошення з мертвою рукою</translation>
    </message>
    <message>
        <source>Too many or too few tiles</source>
        <translation>Забагато або замало тайлів</translation>
    </message>
    <message>
        <source>Mistaken call withdrawn</source>
        <translation>Хибне оголошення відкликано</translation>
    </message>
    <message>
        <source>Wrong call noticed after play went on</source>
        <translation>Хибний сет помічено пізніше</translation>
    </message>
    <message>
        <source>Call out of turn</source>
        <translation>Оголошення не у свою чергу</translation>
    </message>
    <message>
        <source>Called tile not taken</source>
        <translation>Оголошений тайл не взято</translation>
    </message>
    <message>
        <source>Wrong draw</source>
        <translation>Неправильне взяття</translation>
    </message>
    <message>
        <source>Error in dealing</source>
        <translation>Помилка під час роздачі</translation>
    </message>
    <message>
        <source>A few own tiles shown</source>
        <translation>Показано кілька своїх тайлів</translation>
    </message>
    <message>
        <source>Many own tiles shown</source>
        <translation>Показано багато своїх тайлів</translation>
    </message>
    <message>
        <source>Live wall tiles exposed</source>
        <translation>Відкрито тайли живої стіни</translation>
    </message>
    <message>
        <source>1–3 dead wall tiles exposed</source>
        <translation>Відкрито 1–3 тайли мертвої стіни</translation>
    </message>
    <message>
        <source>More than 3 dead wall tiles exposed</source>
        <translation>Відкрито понад 3 тайли мертвої стіни</translation>
    </message>
    <message>
        <source>Opponent's tiles exposed</source>
        <translation>Відкрито тайли суперника</translation>
    </message>
    <message>
        <source>Too many tiles exposed</source>
        <translation>Відкрито забагато тайлів</translation>
    </message>
    <message>
        <source>Peeking</source>
        <translation>Підглядання</translation>
    </message>
    <message>
        <source>Tile taken from an opponent's hand</source>
        <translation>Тайл узято з руки суперника</translation>
    </message>
    <message>
        <source>Wrong dora indicator turned</source>
        <translation>Відкрито не той індикатор дори</translation>
    </message>
    <message>
        <source>Tiles mixed before settlement</source>
        <translation>Тайли змішано до розрахунку</translation>
    </message>
    <message>
        <source>Dead wall mixed</source>
        <translation>Мертву стіну змішано</translation>
    </message>
    <message>
        <source>Careless discards</source>
        <translation>Недбалий скид</translation>
    </message>
    <message>
        <source>Passing information</source>
        <translation>Передача інформації</translation>
    </message>
    <message>
        <source>Obstruction</source>
        <translation>Перешкоджання грі</translation>
    </message>
    <message>
        <source>Serious obstruction</source>
        <translation>Серйозне перешкоджання грі</translation>
    </message>
    <message>
        <source>Repeated offence</source>
        <translation>Повторне порушення</translation>
    </message>
    <message>
        <source>Cheating</source>
        <translation>Шахрайство</translation>
    </message>
    <message>
        <source>Unsporting conduct</source>
        <translation>Неспортивна поведінка</translation>
    </message>
    <message>
        <source>Late, up to 10 minutes</source>
        <translation>Запізнення до 10 хвилин</translation>
    </message>
    <message>
        <source>Late, more than 10 minutes</source>
        <translation>Запізнення понад 10 хвилин</translation>
    </message>
    <message>
        <source>Missed a game</source>
        <translation>Пропуск гри</translation>
    </message>
    <message>
        <source>Substitute player</source>
        <translation>Гравець заміни</translation>
    </message>
    <message>
        <source>Phone use during play</source>
        <translation>Телефон під час гри</translation>
    </message>
    <message>
        <source>Intoxication</source>
        <translation>Сп’яніння</translation>
    </message>
    <message>
        <source>Noise at the table</source>
        <translation>Шум за столом</translation>
    </message>
    <message>
        <source>Win declarations</source>
        <translation>Оголошення виграшу</translation>
    </message>
    <message>
        <source>Riichi</source>
        <translation>Ріічі</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>Оголошення сетів</translation>
    </message>
    <message>
        <source>Tiles and the wall</source>
        <translation>Тайли й стіна</translation>
    </message>
    <message>
        <source>Exposed tiles</source>
        <translation>Відкриті тайли</translation>
    </message>
    <message>
        <source>Conduct</source>
        <translation>Поведінка</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Час</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Попередження</translation>
    </message>
    <message>
        <source>Dead hand</source>
        <translation>Мертва рука</translation>
    </message>
    <message>
        <source>Penalty points</source>
        <translation>Штрафні очки</translation>
    </message>
    <message>
        <source>Disqualification</source>
        <translation>Дискваліфікація</translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation>Перероздача</translation>
    </message>
    <message>
        <source>A substitute plays</source>
        <translation>Грає гравець заміни</translation>
    </message>
    <message>
        <source>Referee's discretion</source>
        <translation>На розсуд судді</translation>
    </message>
    <message>
        <source>No penalty</source>
        <translation>Без штрафу</translation>
    </message>
    <message>
        <source>Rule text</source>
        <translation>Текст правил</translation>
    </message>
    <message>
        <source>Secondary source</source>
        <translation>Вторинне джерело</translation>
    </message>
    <message>
        <source>Sources conflict</source>
        <translation>Джерела розходяться</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Невідомо</translation>
    </message>
    <message>
        <source>Read in the ruleset's own text.</source>
        <translation>Зазначено в тексті самих правил.</translation>
    </message>
    <message>
        <source>From a secondary source; the rule text was not read.</source>
        <translation>За вторинним джерелом; з текстом правил не звірено.</translation>
    </message>
    <message>
        <source>Sources disagree; confirm with the organisers.</source>
        <translation>Джерела розходяться; уточніть в організаторів.</translation>
    </message>
    <message>
        <source>No source found; confirm with the organisers.</source>
        <translation>Джерело не знайдено; уточніть в організаторів.</translation>
    </message>
    <message>
        <source>Off the final score, after uma</source>
        <translation>З підсумку, після уми</translation>
    </message>
    <message>
        <source>Paid at the table</source>
        <translation>Виплата за столом</translation>
    </message>
    <message>
        <source>No points</source>
        <translation>Без очок</translation>
    </message>
    <message>
        <source>Fixed amount</source>
        <translation>Фіксована сума</translation>
    </message>
    <message>
        <source>The ruleset's chombo deduction</source>
        <translation>Відрахування за чомбо за правилами</translation>
    </message>
    <message>
        <source>Twice the uma step</source>
        <translation>Подвійний крок уми</translation>
    </message>
    <message>
        <source>Per minute</source>
        <translation>За хвилину</translation>
    </message>
    <message>
        <source>Within a range, as the referee decides</source>
        <translation>У межах діапазону, на рішення судді</translation>
    </message>
    <message>
        <source>Doubles with each repeat</source>
        <translation>Подвоюється з кожним повтором</translation>
    </message>
    <message>
        <source>Fixed substitute result</source>
        <translation>Фіксований результат заміни</translation>
    </message>
    <message>
        <source>Not applicable: the software prevents it online</source>
        <translation>Не застосовується: онлайн це унеможливлює програма</translation>
    </message>
    <message>
        <source>%1 chapter %2 not read; the %3 rule stands in</source>
        <translation>застосовується правило %3: з розділом %2 правил %1 не звірено</translation>
    </message>
    <message>
        <source>Not stated in %1; the %2 rule stands in</source>
        <translation>У %1 не зазначено; замість цього — правило %2</translation>
    </message>
    <message>
        <source>The cited text could not be read</source>
        <translation>Цитований текст прочитати не вдалося</translation>
    </message>
    <message>
        <source>The amounts in this section could not be read</source>
        <translation>Суми в цьому розділі прочитати не вдалося</translation>
    </message>
    <message>
        <source>Allowed in the %1 edition</source>
        <translation>Дозволено в редакції %1 року</translation>
    </message>
    <message>
        <source>Tiles exposed: more than %1</source>
        <translation>Відкрито тайлів: більше %1</translation>
    </message>
    <message>
        <source>According to %1: %2 points</source>
        <translation>Згідно з %1: %2 очок</translation>
    </message>
    <message>
        <source>According to %1: %2</source>
        <translation>Згідно з %1: %2</translation>
    </message>
    <message>
        <source>According to %1: a substitute plays after %2 min</source>
        <translation>Згідно з %1: гравець заміни сідає через %2 хв</translation>
    </message>
    <message>
        <source>Since %1, whether or not the hand was shown</source>
        <translation>З %1 року — незалежно від того, чи була відкрита рука</translation>
    </message>
    <message>
        <source>When the wrong tile is added to the hand</source>
        <translation>Якщо неправильний тайл додано до руки</translation>
    </message>
    <message>
        <source>Calls may no longer be changed</source>
        <translation>Оголошення більше не можна змінювати</translation>
    </message>
    <message>
        <source>An intentional chombo counts as cheating</source>
        <translation>Навмисне чомбо вважається шахрайством</translation>
    </message>
    <message>
        <source>Point penalties come off the overall score</source>
        <translation>Штрафні очки віднімаються від загального результату</translation>
    </message>
    <message>
        <source>%1 cites %2</source>
        <translation>%1 посилається на %2</translation>
    </message>
    <message>
        <source>The rule on mixing tiles before settlement</source>
        <translation>Правило про змішування тайлів до розрахунку</translation>
    </message>
    <message>
        <source>EMA rule book, 2016 edition; the text was read</source>
        <extracomment>The parameters that fill each note's %1, %2, %3 (names as in engine/penalties.py NOTE_PARAMS). The legend of citation keys: the document's own title (a proper name, never translated) and what it is (translated). Facts from rulesets.md §0 and rrc.md §0.</extracomment>
        <translation>Правила EMA, редакція 2016 року; звірено з текстом</translation>
    </message>
    <message>
        <source>EMA rules, 2012 edition, as reproduced on ooyamaneko.net, in the 2016 revision notes and on riichi.wiki</source>
        <translation>Правила EMA, редакція 2012 року, у переказі ooyamaneko.net, приміток до редакції 2016 року та riichi.wiki</translation>
    </message>
    <message>
        <source>EMA rule book, 2025 edition, in force since 1 January 2026; its text could not be read, facts come from software that cites it</source>
        <translation>Правила EMA, редакція 2025 року, чинні з 1 січня 2026 року; текст прочитати не вдалося, відомості взято з програм, що на нього посилаються</translation>
    </message>
    <message>
        <source>WRC rule book, in the edition the citing source refers to</source>
        <translation>Правила WRC у тій редакції, на яку посилається джерело, що їх цитує</translation>
    </message>
    <message>
        <source>WRC rule book, 2015 edition (an old edition), chapter 7.1</source>
        <translation>Правила WRC, редакція 2015 року (застаріла), розділ 7.1</translation>
    </message>
    <message>
        <source>Nine different terminals and honours (kyuushu kyuuhai)</source>
        <translation>Дев’ять різних терміналів і благородних (кюсю кюхай)</translation>
    </message>
    <message>
        <source>Main time of a timed session; “End of timed play” says how many hands are still played.</source>
        <translation>Основний час гри; скільки роздач грається після нього, каже правило «Завершення гри на час».</translation>
    </message>
    <message>
        <source>How many minutes before the end of the main time the signal is given; 0: no signal.</source>
        <translation>За скільки хвилин до кінця основного часу подається сигнал; 0 — без сигналу.</translation>
    </message>
    <message>
        <source>When the main time runs out: the hand in play is the last, or one more hand follows it.</source>
        <translation>Коли основний час вийшов: поточна роздача остання або після неї грається ще одна.</translation>
    </message>
    <message>
        <source>News item summarising the WRC 2022 rule changes</source>
        <translation>Новина з коротким викладом змін правил WRC 2022 року</translation>
    </message>
    <message>
        <source>The optional variants of the WRC 2022 rules</source>
        <translation>Необов’язкові варіанти правил WRC 2022 року</translation>
    </message>
    <message>
        <source>WRC rule book, 2025 edition; its text could not be read</source>
        <translation>Правила WRC, редакція 2025 року; текст прочитати не вдалося</translation>
    </message>
    <message>
        <source>A club's page: the current WRC rules with its own modifications</source>
        <translation>Сторінка клубу: чинні правила WRC з його власними змінами</translation>
    </message>
    <message>
        <source>A club's rules; its tournaments follow the WRC rules as before 2022</source>
        <translation>Правила клубу; його турніри проходять за правилами WRC у редакції до 2022 року</translation>
    </message>
    <message>
        <source>A club's ruleset: Mahjong Soul ranked rules with listed changes, and WRC for chombo</source>
        <translation>Правила клубу: рейтингові правила Mahjong Soul з переліченими змінами, для чомбо — WRC</translation>
    </message>
    <message>
        <source>The Galaxy Open tournament regulations, in Russian</source>
        <translation>Регламент турнірів Galaxy Open, російською мовою</translation>
    </message>
    <message>
        <source>RRC rule book: the basic rules</source>
        <translation>Правила RRC: основні правила гри</translation>
    </message>
    <message>
        <source>RRC rule book: the tournament rules</source>
        <translation>Правила RRC: турнірні правила</translation>
    </message>
    <message>
        <source>RRC referee guide</source>
        <translation>Посібник RRC із суддівства</translation>
    </message>
    <message>
        <source>RRC guide to running tournaments</source>
        <translation>Посібник RRC із проведення турнірів</translation>
    </message>
    <message>
        <source>The last hand was played</source>
        <translation>Зіграно останню роздачу</translation>
    </message>
    <message>
        <source>A player reached the target score in the West round</source>
        <translation>У західному раунді гравець набрав потрібні очки</translation>
    </message>
    <message>
        <source>A score went below zero</source>
        <translation>Чиїсь очки стали нижчими за нуль</translation>
    </message>
    <message>
        <source>The dealer in first place ended the game (agari-yame)</source>
        <translation>Дилер на першому місці завершив гру (агаріяме)</translation>
    </message>
    <message>
        <source>The time limit was reached</source>
        <translation>Час гри вичерпано</translation>
    </message>
    <message>
        <source>A winning tile is among the player's own discards.</source>
        <translation>Виграшний тайл є у власному скиді гравця.</translation>
    </message>
    <message>
        <source>A winning tile was passed since the player's last discard (temporary furiten).</source>
        <translation>Після останнього скиду гравець пропустив виграшний тайл (тимчасовий фурітен).</translation>
    </message>
    <message>
        <source>A winning tile was passed after riichi: furiten until the end of the hand.</source>
        <translation>Після ріічі пропущено виграшний тайл: фурітен до кінця роздачі.</translation>
    </message>
</context>
</TS>
