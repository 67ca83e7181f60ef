import { describe, expect, it } from 'vitest';
import { parseText } from '../nlp';
import { englishPhraseSignals } from './english-phrases';
import { detectDistress } from './index';

const fires = (text: string): boolean => detectDistress(text, parseText(text)).support;

/** Phrasings written for these tests. */
describe('English distress phrases', () => {
  const positives: [string, string][] = [
    ['hoping not to wake', 'the dream was a quiet field and i keep hoping some night i dont wake up'],
    ['online slang', 'dreamed about a bridge, ngl i think about unaliving myself a lot'],
    ['own pills counted', "I've been counting my sleeping tablets again. Dreamt of a white corridor."],
    ['pills stockpiled', 'Been stockpiling painkillers since March. In the dream my mum was calling me.'],
    ['letters for afterwards', 'I wrote letters to my brothers last week, they are in a box for when im gone'],
    ['not around much longer', "Honestly I won't be around for much longer, so what does a dream of a red boat mean?"],
    ['the urge to cut', 'The urge to cut comes back at night and I dreamt of a kitchen knife.'],
    ['no future to picture', "I can't picture any future at all. Last night I dreamed of a blank wall."],
    ['relief at an accident', 'if a car hit me tomorrow i would be relieved. i was hit by a bus in the dream and it was a relief tbh'],
    ['joining the dead', 'My husband passed in May and I dreamed of him on the porch. I keep thinking about joining him.'],
    ['stopping existing', 'I wish I could just stop existing. The dream was a lift going down forever.'],
    ['a weight for the family', 'I am only a weight for my family now. In the dream I was a stone in a river.'],
    ['better if gone', 'In the dream my friends were laughing without me and I think everything would be easier if I just disappeared.'],
    ['a car park weighed', 'dreamt of a multistorey car park again. been driving up to the top deck after my shift and just sitting by the edge with the engine off, working out which side has no fence'],
    ['praying not to wake', 'Dreamed of a frozen pond. Every night I pray not to wake up, and every morning I do.'],
    ['cutting taken up again', 'In the dream my sister kept knocking on the door. I went back to cutting after new year and nobody knows.'],
    ['cutting kept up', "I've been cutting on my arms again since the exams, and I dreamed of a glass house."],
    ['the urge come back', 'The urge to hurt myself is back this week. I dreamed of rain on a tin roof.'],
    ['following a dying wife', 'My wife is in a hospice and I dreamed of our first flat. When she goes I am going too.'],
    ['doses weighed', 'I know which pills and doses would do it and I think about it on the bus. Dreamed of a lighthouse.'],
    ['a drowning looked up', 'Dreamt of a river at night. I looked up how long it takes to drown, just to know.'],
    ['a prescription saved', 'I have been saving my codeine for a month. In the dream I was at my old school.'],
    ['tablets bought shop by shop', 'I bought a lot of paracetamol this week, one packet at a time from different shops. Dreamed of a white room.'],
    ['the one reason left', 'Dreamed my dog ran off. Honestly he is the only reason I havent done it yet.'],
    ['sleep wished endless', 'My dreams are the one place nothing hurts, and if I could stay asleep forever I would.'],
    ['the least painful way weighed', 'Every night I think about which way would hurt the least, and then I dream of water.'],
    ['no plan to be around', 'Dreamed of my graduation. I dont plan on being around for it anyway.'],
    ['a date already set', 'The dream was a calendar with torn pages. I have picked a day already.'],
    ['asking God', 'I dreamed of a long road, and awake I keep asking God to take me.'],
    ['no way to continue', 'Since the divorce I do not see how I can go on, and last night I dreamed of a dry well.'],
    ['a last birthday decided', 'Dreamed of a cake with no candles. I have decided that my 70th will be my last birthday.'],
    ['a heart hoped to stop', 'Grey dreams again. I go to bed hoping my heart just stops in the night.'],
    ['not coming back', 'Dreamed of the harbour at dawn. I am taking the dinghy out alone and not coming back.'],
    ['assisted dying looked into', 'Dreamed of a clinic with white walls. Since the diagnosis I have been researching Dignitas.'],
  ];
  for (const [name, text] of positives) {
    it(`fires on ${name}`, () => expect(fires(text), text).toBe(true));
  }

  const negatives: [string, string][] = [
    ['an early start', "I hope I don't wake up late for the flight, I dreamed I missed it."],
    ['a pharmacist at work', 'As a pharmacist I spend all day counting pills, and I dreamed of a tablet the size of a car.'],
    ['joining friends', 'My cousins were at the lake and I wanted to join them for a swim in the dream.'],
    ['cutting vegetables', 'I was cutting again the onions for the soup and crying in the dream.'],
    ['a career', "I can't picture a future without my dog, he is fourteen now, and I dreamed he could talk."],
    ['a joke about a queue', 'The line at the post office was so long I wanted to die lol, and then I dreamed of stamps.'],
    ['a calm will', 'I am 81 and have written my will, and my children know where the papers are. I dreamed of my wedding day.'],
    ['away for a week', 'My mum would be worried if I disappeared for a week, so I texted her about the dream.'],
    ['an ordinary problem', "The broken printer was everyone's headache at work and in the dream it ate my shoes."],
    ['a lovely dream', 'It was the loveliest dream about my grandad and I wished I could sleep forever in it.'],
    ['a relationship to end', 'i want to end it all (my gym membership) 😤 dreamt the treadmill chased me'],
    ['a building job to end', 'I want it all to end. The kitchen extension, I mean. Dreamt the walls were made of biscuits.'],
    ['a goodbye letter to an old self', 'Dreamt I wrote a goodbye letter to my old self, the one who drank. Two years sober next month.'],
    ['friends lost to suicide', 'We lost two friends to suicide after the tour, and I dream of them at the bar every winter. I am alright, just missing them.'],
    ['a patient at work', 'Had a patient self-harm on the ward on Friday, and I dreamed of endless corridors. Debrief on Monday, I am fine.'],
    ['a cutting board', 'I have been cutting on my board for hours making the wedding cake, then dreamed of sugar roses.'],
    ['a date for a wedding', 'We finally picked a date for the wedding and I dreamed the cake was made of ice.'],
    ['a last Christmas in a house', 'This will be my last Christmas in this house before we move, and I dreamed of the attic.'],
    ['rather than sing', 'I would rather be dead than sing karaoke at the office party, and I dreamed of a microphone.'],
    ['coming back to a job', 'Not sure I am coming back to the office after the holiday, I dreamed of my desk on fire.'],
    ['research for an essay', 'I am researching euthanasia for my essay and dreamed of a courtroom.'],
    ['stopping a habit', 'I want to stop living on takeaways, and I dreamed of a kitchen full of vegetables.'],
  ];
  for (const [name, text] of negatives) {
    it(`stays quiet on ${name}`, () => expect(fires(text), text).toBe(false));
  }

  it('says which phrase fired', () => {
    expect(englishPhraseSignals('Been stockpiling my meds.').map((s) => s.kind)).toEqual(['method']);
  });
});

/** More phrasings written for these tests: ceasing to be, following the dead, goodbyes, means weighed, harm taken up again, burden, hopelessness. */
describe('English distress phrases said in passing', () => {
  const positives: [string, string][] = [
    ['quietly stopping being here', 'Dreamt I was a coat left on a hook. Honestly the best gift for my family would be if I could just stop being here.'],
    ['out of the picture', 'In the dream the house was tidy without me. They would all manage better if I was out of the picture.'],
    ['the one who gets to stop', 'My sister is so ill and I dream of swapping places with her. I would not mind being the one who gets to stop.'],
    ['hoping not to wake, in the conditional', 'I swallowed everything in the cabinet hoping I wouldnt wake up, and I dreamed of a grey beach.'],
    ['asking not to wake', 'Each night I ask God not to wake up, then I dream of my old school.'],
    ['let down at waking at all', 'Lovely dream about a caravan holiday, and then I was gutted that I woke up at all.'],
    ['sad to still be here', 'dreamt i was floating away over the sea and woke up so sad to still be here'],
    ['the verb of waking left out', 'Woke up from a dream of my nan again. I keep hoping one of these mornings I just wont.'],
    ['following a dead husband', 'My husband passed away in the spring. In my dream he waved from a boat and I really want to go and be where he is.'],
    ['joining the dead sooner', 'Since my mother died I dream of her garden, and I would like to join her sooner rather than later.'],
    ['letters meant to be left behind', 'I finished letters for my parents, the kind you leave behind, and dreamed of a post box in the snow.'],
    ['a goodbye kept in drafts', 'Dreamed of a phone with no signal. The text saying goodbye to everyone is already written in my drafts.'],
    ['a cover story for the goodbyes', 'I told my flatmates I am going travelling but I am not. Dreamed of an empty suitcase.'],
    ['things sorted for after', 'I paid off the car and I want everything sorted for after. I dreamed of a clean kitchen.'],
    ['a pet promised for afterwards', 'Dreamed of my old rabbit hutch. My neighbour says she will take the dog if anything happens to me.'],
    ['belongings given away', 'I have been giving my things away to friends all month, and I dreamed of bare shelves.'],
    ['what would hold', 'I keep looking at which beam in the loft would hold my weight, and I dreamed of a barn.'],
    ['a platform edge on purpose', 'Dreamed of a train at night. On my commute I stand at the kerb on purpose when the lorries go by.'],
    ['a gun not for protection', 'Dreamed of a locked drawer. I bought a pistol last month and it is not for protection.'],
    ['a dose looked up', 'I spent the evening looking up how many of my sleeping tablets it would take, then dreamed of a chemist.'],
    ['a prescription kept back', 'I have been hiding my tablets in a drawer instead of taking them. In the dream the drawer was full of birds.'],
    ['an accident staged', 'I keep thinking about how to make it look like an accident so my family is spared. Dreamed of a wet road.'],
    ['harm taken up again', 'Dreamed of my school locker. I started again last month after three years clean and nobody knows.'],
    ['a lighter held to the skin', 'In the dream my arms were made of wax. I have been holding a lighter to my wrist when it gets loud in my head.'],
    ['a compass dug in', 'I have been pressing a compass point into my thigh at night, and I dreamed of a map.'],
    ['harm hidden behind the cat', 'I tell my mum the scratches are from the cat but they are really from me. Dreamed of a kitten.'],
    ['long sleeves hiding new ones', 'Long sleeves again at work so nobody sees the fresh ones. I dreamed of a frozen lake.'],
    ['a life smoother without me', 'Dreamed I was a stone in a shoe. Honestly the whole family would run smoother without me.'],
    ['a mistake to correct', 'Dreamed of a red pen. I am a mistake that should be erased.'],
    ['forgotten within a year', 'In the dream nobody came to the door. My friends would forget me in a few months.'],
    ['nothing left to keep going for', 'Dreamed of a dark field. I have nothing left to keep going for.'],
    ['another forty years', 'I dreamed of a long corridor. I cannot face another thirty years of this.'],
    ['the how and the when', 'Dreamed of a clock. I have worked out the how and the when.'],
    ['an end by my own hand', 'Dreamed of a closed door. If the pain is still here in May I am ending things myself.'],
    ['a will written young', 'Dreamed of a lawyer. I wrote a will last week and I am 22.'],
    ['not coming up again', 'I dreamed of the deep end of the pool and I would love to sink there and not come up.'],
    ['switched off', 'Dreamed of a lamp in an empty room. I just wish someone would switch me off.'],
    ['a past attempt on my life', 'I made an attempt on my life at nineteen. Last night I dreamed of the hospital garden.'],
    ['life after my attempt', 'Since my attempt I keep dreaming of a locked bathroom door.'],
    ['cutting with no object', 'I used to cut in high school and I dreamed of my old pencil case.'],
    ['cutting not done for years', "I haven't cut in three years but the dream was all red thread."],
    ['a blade not touched', 'Scars on my arms were glowing in the dream. Havent touched a blade in years.'],
    ['my self-harm found out', 'My girlfriend found out about my self harm and I dreamed of a glass box.'],
    ['the Lord asked to take me', 'Lord take me tonight, I mean it. Dreamt of a sleeping lamb.'],
    ['ready to go home to Jesus', "Keep telling Jesus I'm ready to go home. Not in forty years. Now."],
    ['a life given back by my absence', "She'd have her weekends back if I wasn't here. I dreamt I was a suitcase she dragged."],
    ['legs punched to cope', "I punch my legs when I can't cope. Dreamt of plums going bad in a bowl."],
    ['a head hit on the wall', 'I hit my head on the wall until my thoughts go quiet. Dreamt of a cracked mirror.'],
    ['years clean from cutting', 'Five years clean from cutting, praise God. I still dream about the old razor.'],
    ['reading how it is done', "I've been reading about how people do it. I dreamed I was a clock winding down."],
    ['a wish beside a gym visit', 'I went to the gym and honestly I want to die. I dreamed of an empty pool.'],
    ['the reader addressed as mate', 'mate, self harm is back and I dreamed of broken glass.'],
  ];
  for (const [name, text] of positives) {
    it(`fires on ${name}`, () => expect(fires(text), text).toBe(true));
  }

  const negatives: [string, string][] = [
    ['an ex out of the picture', 'My ex is out of the picture at last and I dreamed of a sunny kitchen.'],
    ['a baby not woken', 'I hoped I would not wake the baby when I came in late, and then I dreamed of owls.'],
    ['a night without waking', 'I was annoyed I did not wake up at all when the alarm rang, and I dreamed of trains.'],
    ['tired at work', 'I was sad to still be at the office at nine, and I dreamed of spreadsheets.'],
    ['a grave visited', 'My grandad died last year and my daughter wants to go where he is buried on Sunday.'],
    ['joining the living', 'My aunt died and the cousins are at the pub, so I will join them sooner for a drink.'],
    ['plans for after a wedding', 'Everything is sorted for after the wedding, and I dreamed of confetti.'],
    ['a move with things given away', 'We are moving to Leeds, so I have been giving my things away to friends, and I dreamed of boxes.'],
    ['a branch for a swing', 'I checked which branch would hold a swing for the kids, and I dreamed of climbing.'],
    ['a gun for hunting', 'My uncle keeps a rifle for hunting deer, and I dreamed of the woods.'],
    ['a weekly pill box', 'I keep my tablets in a weekly pill box, and I dreamed of a pharmacy.'],
    ['a crime novel', 'For my crime novel I am working out how to make it look like an accident, and I dreamed of the plot.'],
    ['clean from a drug', 'My brother relapsed after two years clean from heroin and I dreamed of his old flat.'],
    ['insect bites', 'The mosquito bites drove me mad and I was picking at my skin till it bled, and I dreamed of a desert.'],
    ['tattoos under sleeves', 'I wear long sleeves at work to hide my tattoos, and I dreamed of a parlour.'],
    ['a meeting without me', 'The meeting went fine without me for once, and I dreamed of a boardroom.'],
    ['a job of four more years', 'I cannot do another four years of this job, so I am retraining, and I dreamed of a classroom.'],
    ['a day picked for a party', 'We have the date picked for the party, and I dreamed of balloons.'],
    ['a pet rehomed for an allergy', 'We found a new home for the cat because my son is allergic, and I dreamed of her.'],
    ['a will with a baby', 'We made a will when our baby was born, I am 29, and I dreamed of a nursery.'],
    ['a light out', 'After the long shift I wanted to go out like a light, and I dreamed of pillows.'],
    ['diving', 'I would love to dive into that lake and not come up for a whole minute, the dream was so blue.'],
    ['an off switch for thoughts', 'I wish life had an off switch for the noise at night, and I dreamed of a quiet library.'],
    ['a burden while a wrist heals', 'I feel like a burden on my mum until I recover from the wrist op, and dreamed of a sling.'],
    ['scratching an itch', 'I was scratching my legs until they bled from the hives, and I dreamed of nettles.'],
    ['a rota without me', 'The rota would run smoother without me, says my manager, and I dreamed of a clock.'],
    ['a day picked for a holiday', "I've picked the day already for the trip, and I dreamed of a suitcase."],
    ['an absence with a date', "It'd be easier for everyone if I wasn't here on Monday, I'm at the dentist, and I dreamed of teeth."],
    ['a will written as a joke', 'Wrote my will as a joke at 19 lol, the guitar goes to my brother, and I dreamed of a stage.'],
    ['waking in the night', 'I prayed I would not wake up in the middle of the night again, and I dreamed of a clock.'],
    ['a helper worn out', 'I need to stop being there for everyone at every hour, and I dreamed of a tired horse.'],
    ['an attempt at baking', 'After my attempt at baking the kitchen was a mess, and I dreamed of flour.'],
    ['an attempt on my life by someone', 'Someone made an attempt on my life in the dream, a man on a bridge.'],
    ['cutting hair for a living', 'I used to cut hair in a salon and I dreamed of scissors.'],
    ['cutting class', 'I used to cut class in high school and I dreamed of the old gym.'],
    ['a blade put down for a beard', "I haven't touched a razor blade since I grew my beard, and I dreamed of a barber."],
    ['a coworker who self-harms', 'A coworker at the warehouse self harms, I told our manager, and I dreamed of bandages.'],
    ['embarrassment drawn out', 'this dream was sooo embarrassing i wanted to die lol, i was in my underwear at school'],
    ['an actuary at work', 'I price life insurance, mortality tables and suicide exclusion clauses, and I dreamed of numbers.'],
    ['a chore if I were away', "She'd have to cook dinner if I wasn't here, and I dreamed of pans."],
    ['the Lord asked for a place', 'Lord, take me to the river in the dream, I said, and it did.'],
    ['a head bumped', 'I hit my head on the wall when I stood up too fast, then dreamed of stars.'],
    ['a marathon', 'Marathon Sunday, wanted to die at km 35, finished 3:58!! Dreamt the medal was my thesis.'],
    ['a game counted', 'I died like 40 times on the same boss before finally beating it, then dreamed I was the boss.'],
    ['a farewell letter to a lab', 'Leaving academia. I wrote a long farewell letter to my group and gave away my pipettes.'],
    ['mortality in old age', "I'm 83 and, like anyone my age, I do think about dying now and then. I dreamed of hymns."],
  ];
  for (const [name, text] of negatives) {
    it(`stays quiet on ${name}`, () => expect(fires(text), text).toBe(false));
  }
});
